import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { MISSION_STEP_KINDS, type MissionStep } from '../../../api/contracts/missions.ts';
import { useT } from '../../../lib/index.ts';
import { LocalisedFields } from '../../quizzes/index.ts';
import { useStepTargets } from '../api/targets.ts';

/** A step being edited: its target may not be chosen yet. */
export type DraftStep = Omit<MissionStep, 'target_id'> & { target_id: string };

interface StepEditorProps {
  index: number;
  count: number;
  step: DraftStep;
  onChange: (next: DraftStep) => void;
  onMove: (by: -1 | 1) => void;
  onRemove?: () => void;
  showErrors: boolean;
}

/** One step of a mission: what it asks for, its title, and its place in the order. */
export function StepEditor({ index, count, step, onChange, onMove, onRemove, showErrors }: StepEditorProps) {
  const t = useT();
  const targets = useStepTargets(step.kind);
  const n = String(index + 1);
  const missingTarget = showErrors && !step.target_id;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="li" aria-label={t('missions.editor.step', { n })}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
            {t('missions.editor.step', { n })}
          </Typography>
          <IconButton
            aria-label={t('missions.editor.moveUp', { n })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={t('missions.editor.moveDown', { n })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardIcon />
          </IconButton>
          {onRemove && (
            <IconButton aria-label={t('missions.editor.removeStep', { n })} onClick={onRemove}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextField
            select
            size="small"
            label={t('missions.editor.kind')}
            value={step.kind}
            onChange={(e) => onChange({ ...step, kind: e.target.value as DraftStep['kind'], target_id: '' })}
            sx={{ minWidth: 200 }}
          >
            {MISSION_STEP_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`missions.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            size="small"
            required
            label={t('missions.editor.target')}
            value={targets.options?.some((o) => o.id === step.target_id) ? step.target_id : ''}
            error={missingTarget || Boolean(targets.error)}
            helperText={
              targets.error
                ? t('missions.editor.targetsFailed')
                : targets.options?.length === 0
                  ? t(`missions.editor.noTargets.${step.kind}`)
                  : missingTarget
                    ? t('missions.editor.chooseTarget')
                    : undefined
            }
            onChange={(e) => onChange({ ...step, target_id: e.target.value })}
          >
            {(targets.options ?? []).map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <LocalisedFields
          label={t('missions.editor.stepTitle')}
          value={step.title}
          onChange={(title) => onChange({ ...step, title })}
          required
          showErrors={showErrors}
        />
      </Stack>
    </Paper>
  );
}
