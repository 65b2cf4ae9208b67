import { useDeferredValue, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { EmptyState } from '../../../design-system/index.ts';
import { LoadError, OfflineNotice, useT } from '../../../lib/index.ts';
import { useFamilyChildren } from '../api/children.ts';
import { ChildCard } from './child-card.tsx';

const grid = {
  mt: 2,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
} as const;
/** About the height of a child's card with a questionnaire and three coming events, on a phone. */
const CHILD_CARD_HEIGHT = 350;
const REPORTS_CARD_HEIGHT = 140;

/** The guardian's dashboard: a card per linked child with what needs doing, and their open reports. */
export function FamilyCards() {
  const t = useT();
  const family = useFamilyChildren();
  // The cards render in a transition, in slices, rather than in the one task the answer arrives in: on a
  // phone that task held every tap for the whole of the cards' first render.
  const data = useDeferredValue(family.data);
  const headingId = useId();
  let body;
  if (family.error)
    body = (
      <LoadError
        title="familyPages.cards.loadFailed"
        error={family.error}
        onRetry={() => void family.mutate()}
      />
    );
  else if (!data)
    // Placeholders laid out as the cards will be (a child's card, then the reports card), so the
    // shortcuts below do not jump down the phone's screen when the family arrives.
    body = (
      <Box sx={grid} role="status" aria-busy="true" aria-label={t('familyPages.cards.loading')}>
        <Skeleton variant="rounded" height={CHILD_CARD_HEIGHT} />
        <Skeleton variant="rounded" height={REPORTS_CARD_HEIGHT} />
      </Box>
    );
  else if (!data.children.length)
    body = (
      <Card variant="outlined">
        <EmptyState
          headingLevel="h3"
          title={t('familyPages.noChild.title')}
          description={t('familyPages.noChild.description')}
          action={
            <Button component={RouterLink} to="/account" variant="contained">
              {t('familyPages.noChild.add')}
            </Button>
          }
        />
      </Card>
    );
  else
    body = (
      <Box sx={grid}>
        {data.children.map((child) => (
          <ChildCard key={child.id} child={child} />
        ))}
        <ReportsCard open={data.reports.open} />
      </Box>
    );
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h5" component="h2">
        {t('familyPages.cards.title')}
      </Typography>
      <OfflineNotice path="/families/children" />
      {body}
    </Box>
  );
}

function ReportsCard({ open }: { open: number }) {
  const t = useT();
  return (
    <Card variant="outlined" component="section" aria-label={t('familyPages.reports.title')}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ReportProblemOutlined color="primary" aria-hidden />
          {t('familyPages.reports.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('familyPages.reports.open', { count: open })}
        </Typography>
        <Link component={RouterLink} to="/report">
          {t('familyPages.reports.link')}
        </Link>
      </CardContent>
    </Card>
  );
}
