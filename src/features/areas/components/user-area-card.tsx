import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { UserArea } from '../../../api/contracts/index.ts';
import { useAreaItems } from '../api/areas.ts';
import { CAROUSEL_TYPES, offeredItems } from '../carousels.ts';
import { useT } from '../../../lib/index.ts';

export interface UserAreaCardProps {
  area: UserArea;
  onRemove: (area: UserArea) => void;
}

/** One of the user's areas: per carousel, how many of the items the area shows they chose, and a link to choose. */
export function UserAreaCard({ area, onRemove }: UserAreaCardProps) {
  const t = useT();
  const { data, error } = useAreaItems(area.organisation_area_id);
  const chosen = new Set(area.content_item_ids);

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`user-area-${area.id}`}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 0 }}>
        <Typography id={`user-area-${area.id}`} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {area.name}
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('areas.itemsFailed')}
          </Alert>
        ) : null}
        {!data && !error ? <Skeleton variant="rounded" height={144} sx={{ mt: 1 }} /> : null}
        {data ? (
          <List dense disablePadding sx={{ mt: 1 }}>
            {CAROUSEL_TYPES.map((type) => {
              const offered = offeredItems(data, type);
              const count = offered.filter((item) => chosen.has(item.id)).length;
              return (
                <ListItem key={type} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={`/content-areas/${area.organisation_area_id}/${type}`}
                    sx={{ borderRadius: 1 }}
                  >
                    <ListItemText
                      primary={t(`contentAreas.types.${type}`)}
                      secondary={t(offered.length ? 'contentAreas.chosenCount' : 'contentAreas.noneOffered', {
                        count,
                        total: offered.length,
                      })}
                    />
                    <ChevronRightIcon
                      aria-hidden
                      sx={{
                        color: 'text.secondary',
                        transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        ) : null}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button
          color="error"
          aria-label={t('contentAreas.removeNamed', { name: area.name })}
          onClick={() => onRemove(area)}
        >
          {t('contentAreas.remove')}
        </Button>
      </CardActions>
    </Card>
  );
}
