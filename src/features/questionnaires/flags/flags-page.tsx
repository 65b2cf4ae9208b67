import { useState } from 'react';
import { useSearchParams, Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { QuestionnaireFlag } from '../../../api/contracts/questionnaires.ts';
import { EmptyState, PageHeader } from '../../../design-system/index.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { useCan } from '../../session/index.ts';
import { useFlags, type FlagStatus } from './api.ts';
import { FlagCard } from './flag-card.tsx';
import { FlagStepDialog } from './flag-dialogs.tsx';

const FILTERS: FlagStatus[] = ['open', 'active', 'resolved', 'all'];

/**
 * /questionnaires/flags: the organisation's duty-of-care queue, one card per flag (a phone reads it
 * as a desk does). A link from an alert (`?flag=`) opens the flag on its own, whatever its state.
 */
export function FlagsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const only = params.get('flag');
  const [status, setStatus] = useState<FlagStatus>(only ? 'all' : 'open');
  const [step, setStep] = useState<{
    flag: QuestionnaireFlag;
    action: 'acknowledge' | 'resolve';
    who: string;
  } | null>(null);
  const flags = useFlags(status);
  const canSet = useCan('questionnaires.manage');
  const shown = only ? flags.data?.filter((f) => f.id === only) : flags.data;

  const body = flags.error ? (
    <LoadError
      title="questionnaires.flags.loadFailed"
      error={flags.error}
      onRetry={() => void flags.mutate()}
    />
  ) : !shown ? (
    <CircularProgress aria-label={t('table.loading')} />
  ) : shown.length === 0 ? (
    <EmptyState title={t(`questionnaires.flags.empty.${only ? 'all' : status}`)} />
  ) : (
    <Stack component="section" aria-label={t('questionnaires.flags.list')} spacing={2}>
      {shown.map((flag) => (
        <FlagCard key={flag.id} flag={flag} onStep={(action, who) => setStep({ flag, action, who })} />
      ))}
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={t('questionnaires.flags.title')}
        description={t('questionnaires.flags.description')}
      />
      <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={only ? null : status}
          onChange={(_e, next: FlagStatus | null) => {
            if (!next) return;
            setStatus(next);
            if (only) setParams({}, { replace: true });
          }}
          aria-label={t('questionnaires.flags.filter')}
          sx={{ flexWrap: 'wrap' }}
        >
          {FILTERS.map((f) => (
            <ToggleButton key={f} value={f}>
              {t(`questionnaires.flags.${f}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {canSet ? (
          <Button component={RouterLink} to="/questionnaires/safeguarding">
            {t('questionnaires.flags.settings')}
          </Button>
        ) : null}
      </Stack>
      {body}
      {step ? <FlagStepDialog {...step} onClose={() => setStep(null)} /> : null}
    </>
  );
}
