import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useToast } from '../../../design-system/index.ts';
import { useAreaItems, useToggleAreaItem } from '../api/areas.ts';
import { useT } from '../../../lib/index.ts';

/** The carousels' items of one area, each switched on or off. */
export function AreaItems({ areaId, areaName }: { areaId: string; areaName: string }) {
  const t = useT();
  const toast = useToast();
  const { data, error } = useAreaItems(areaId);
  const { trigger: toggle } = useToggleAreaItem();
  // Each switch saves at once: say so, or the admin cannot tell that anything was saved.
  const change = (item: { id: string; name: string }, on: boolean) =>
    toggle({ areaId, itemId: item.id, on }).then(
      () => toast.success(t(on ? 'areas.itemOn' : 'areas.itemOff', { item: item.name, area: areaName })),
      () => toast.error(t('areas.saveFailed')),
    );
  if (error) return <Alert severity="error">{t('areas.itemsFailed')}</Alert>;
  if (!data) return <Skeleton variant="rounded" height={96} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
      {data.content_categories.map((category) => (
        <FormGroup key={category.name} aria-label={category.name}>
          <Typography variant="subtitle2" component="h2">
            {category.name}
          </Typography>
          {category.content_items.map((item) => (
            <FormControlLabel
              key={item.id}
              label={item.name}
              control={
                <Checkbox checked={item.enabled} onChange={(e) => void change(item, e.target.checked)} />
              }
            />
          ))}
        </FormGroup>
      ))}
    </Box>
  );
}
