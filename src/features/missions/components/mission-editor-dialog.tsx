import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import {
  BADGE_ICONS,
  MISSION_STEPS_MAX,
  type Mission,
  type MissionInput,
} from '../../../api/contracts/missions.ts';
import type { LocalisedText } from '../../../api/contracts/questionnaire-model.ts';
import { useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import {
  LocalisedFields,
  SaveFailureAlert,
  useLastShown,
  useSaveFailure,
  type SaveFailure,
} from '../../quizzes/index.ts';
import { useSaveMission } from '../api/missions.ts';
import { BadgeIcon } from './badge-icon.tsx';
import { StepEditor, type DraftStep } from './step-editor.tsx';

interface Draft {
  title: LocalisedText;
  description: LocalisedText;
  steps: DraftStep[];
  badge: MissionInput['badge'];
}

const newStep = (steps: DraftStep[]): DraftStep => {
  let n = steps.length + 1;
  while (steps.some((s) => s.id === `s${n}`)) n++;
  return { id: `s${n}`, kind: 'quiz', target_id: '', title: { en: '' } };
};
const blank = (): Draft => ({
  title: { en: '' },
  description: { en: '' },
  steps: [newStep([])],
  badge: { name: { en: '' }, icon: 'star' },
});
const fromMission = (m: Mission): Draft => ({
  title: m.title,
  description: m.description ?? { en: '' },
  steps: m.steps,
  badge: m.badge,
});
const complete = (d: Draft) =>
  d.title.en.trim() !== '' &&
  d.badge.name.en.trim() !== '' &&
  d.steps.every((s) => s.target_id && s.title.en.trim() !== '');

/** Creates or edits a mission: its ordered steps (moved up and down) and the badge at the end. */
export function MissionEditorDialog({
  mission,
  onClose,
}: {
  mission: Mission | null | undefined;
  onClose: () => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const opened = useMemo(() => (mission === undefined ? null : { mission }), [mission]);
  const shown = useLastShown(opened);
  return (
    <Dialog open={mission !== undefined} onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone}>
      {/* Mounted per opening, so the form starts from the mission as saved. */}
      {shown && (
        <MissionEditorDialogForm key={shown.mission?.id ?? 'new'} mission={shown.mission} onClose={onClose} />
      )}
    </Dialog>
  );
}

function MissionEditorDialogForm({ mission, onClose }: { mission: Mission | null; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const { trigger: save, isMutating } = useSaveMission();
  const [draft, setDraft] = useState<Draft>(() => (mission ? fromMission(mission) : blank()));
  const [showErrors, setShowErrors] = useState(false);
  const [failed, setFailed] = useState<SaveFailure | null>(null);
  const failure = useSaveFailure('missions', (path) => {
    const step = /^steps\.(\d+)/.exec(path);
    if (step) return t('missions.editor.step', { n: String(Number(step[1]) + 1) });
    if (path.startsWith('title')) return t('missions.editor.missionTitle');
    if (path.startsWith('badge')) return t('missions.editor.badge');
    return null;
  });

  const submit = async () => {
    setShowErrors(true);
    if (!complete(draft)) return;
    const body: MissionInput = {
      title: draft.title,
      description: draft.description.en.trim() ? draft.description : null,
      steps: draft.steps,
      badge: draft.badge,
    };
    try {
      await save({ ...(mission ? { id: mission.id } : {}), body });
      toast.success(t(mission ? 'missions.updated' : 'missions.created', { title: draft.title.en }));
      onClose();
    } catch (error) {
      setFailed(failure(error));
    }
  };
  const move = (i: number, by: -1 | 1) =>
    setDraft((d) => {
      const steps = [...d.steps];
      const [step] = steps.splice(i, 1);
      if (step) steps.splice(i + by, 0, step);
      return { ...d, steps };
    });

  return (
    <>
      <DialogTitle>{t(mission ? 'missions.editor.editTitle' : 'missions.editor.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failed && <SaveFailureAlert failure={failed} />}
          {showErrors && !complete(draft) && (
            <Alert severity="warning">{t('missions.editor.incomplete')}</Alert>
          )}
          <LocalisedFields
            label={t('missions.editor.missionTitle')}
            value={draft.title}
            onChange={(title) => setDraft((d) => ({ ...d, title }))}
            required
            showErrors={showErrors}
          />
          <LocalisedFields
            label={t('missions.editor.description')}
            value={draft.description}
            onChange={(description) => setDraft((d) => ({ ...d, description }))}
            multiline
          />
          <Typography variant="h6" component="h3">
            {t('missions.editor.steps')}
          </Typography>
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {draft.steps.map((step, i) => (
              <StepEditor
                key={step.id}
                index={i}
                count={draft.steps.length}
                step={step}
                showErrors={showErrors}
                onMove={(by) => move(i, by)}
                onChange={(next) =>
                  setDraft((d) => ({ ...d, steps: d.steps.map((s, j) => (j === i ? next : s)) }))
                }
                onRemove={
                  draft.steps.length > 1
                    ? () => setDraft((d) => ({ ...d, steps: d.steps.filter((_, j) => j !== i) }))
                    : undefined
                }
              />
            ))}
          </Stack>
          <Button
            startIcon={<AddIcon />}
            sx={{ alignSelf: 'flex-start' }}
            disabled={draft.steps.length >= MISSION_STEPS_MAX}
            onClick={() => setDraft((d) => ({ ...d, steps: [...d.steps, newStep(d.steps)] }))}
          >
            {t('missions.editor.addStep')}
          </Button>
          <Typography variant="h6" component="h3">
            {t('missions.editor.badge')}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label={t('missions.editor.badgeIcon')}
              value={draft.badge.icon}
              onChange={(e) =>
                setDraft((d) => ({
                  ...d,
                  badge: { ...d.badge, icon: e.target.value as Draft['badge']['icon'] },
                }))
              }
              sx={{ minWidth: 160 }}
            >
              {BADGE_ICONS.map((icon) => (
                <MenuItem key={icon} value={icon}>
                  <BadgeIcon icon={icon} fontSize="small" sx={{ me: 1, verticalAlign: 'middle' }} />
                  {t(`missions.icons.${icon}`)}
                </MenuItem>
              ))}
            </TextField>
            <LocalisedFields
              label={t('missions.editor.badgeName')}
              value={draft.badge.name}
              onChange={(name) => setDraft((d) => ({ ...d, badge: { ...d.badge, name } }))}
              required
              showErrors={showErrors}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('missions.cancel')}</Button>
        <Button variant="contained" disabled={isMutating} onClick={() => void submit()}>
          {t('missions.save')}
        </Button>
      </DialogActions>
    </>
  );
}
