import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  FLAG_OUTCOMES,
  type FlagOutcome,
  type QuestionnaireFlag,
} from '../../../api/contracts/questionnaires.ts';
import { useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useFlagStep } from './api.ts';

/** Acknowledging (an optional note) or resolving (an outcome and a note, both needed) a flag. */
export function FlagStepDialog({
  flag,
  action,
  who,
  onClose,
}: {
  flag: QuestionnaireFlag;
  action: 'acknowledge' | 'resolve';
  /** The child the flag is about, as the card names them. */
  who: string;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const { trigger, isMutating } = useFlagStep();
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<FlagOutcome | ''>('');
  const [tried, setTried] = useState(false);
  const resolving = action === 'resolve';
  const missingOutcome = resolving && !outcome;
  const missingNote = resolving && !note.trim();
  const confirm = async () => {
    setTried(true);
    if (missingOutcome || missingNote) return;
    try {
      await trigger(
        resolving
          ? { id: flag.id, action, outcome: outcome as FlagOutcome, note }
          : { id: flag.id, action, note },
      );
      toast.success(t(`questionnaires.flags.steps.${action}.done`));
      onClose();
    } catch {
      toast.error(t(`questionnaires.flags.steps.${action}.failed`));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="flag-step-title" fullWidth maxWidth="sm">
      <DialogTitle id="flag-step-title">{t(`questionnaires.flags.steps.${action}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t(`questionnaires.flags.steps.${action}.message`, { name: who })}
        </DialogContentText>
        {resolving ? (
          <>
            <FormLabel id="flag-outcome-label" error={tried && missingOutcome}>
              {t('questionnaires.flags.outcome.label')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="flag-outcome-label"
              value={outcome}
              onChange={(e) => setOutcome(e.target.value as FlagOutcome)}
              sx={{ mb: 2 }}
            >
              {FLAG_OUTCOMES.map((o) => (
                <FormControlLabel
                  key={o}
                  value={o}
                  control={<Radio />}
                  label={t(`questionnaires.flags.outcome.${o}`)}
                />
              ))}
            </RadioGroup>
          </>
        ) : null}
        <TextField
          label={t(resolving ? 'questionnaires.flags.resolutionNote' : 'questionnaires.flags.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required={resolving}
          error={tried && missingNote}
          helperText={tried && missingNote ? t('questionnaires.flags.noteRequired') : undefined}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('questionnaires.flags.cancel')}</Button>
        <Button variant="contained" disabled={isMutating} onClick={() => void confirm()}>
          {t(`questionnaires.flags.steps.${action}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
