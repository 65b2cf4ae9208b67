import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../session/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { useOrganisationAreas } from '../api/quizzes.ts';
import { useLastShown } from './use-last-shown.ts';

interface AreasDialogProps {
  /** The quiz's or mission's title, in the dialog's title. */
  title: string | null;
  selected: string[];
  onSave: (areaIds: string[]) => Promise<void>;
  onClose: () => void;
}

/** Which areas offer a quiz or mission: their patients see it in the app. */
export function AreasDialog(props: AreasDialogProps) {
  const shown = useLastShown(props.title === null ? null : props);
  return (
    <Dialog open={props.title !== null} onClose={props.onClose} fullWidth maxWidth="xs">
      {/* Mounted per opening, so the ticks start from what is saved. */}
      {shown?.title != null && <AreasForm key={shown.title} {...shown} title={shown.title} />}
    </Dialog>
  );
}

function AreasForm({ title, selected, onSave, onClose }: AreasDialogProps & { title: string }) {
  const t = useT();
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id ?? null;
  const areas = useOrganisationAreas(organisationId);
  const [chosen, setChosen] = useState<string[]>(selected);
  const [saving, setSaving] = useState(false);
  const toggle = (id: string) =>
    setChosen((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const save = async () => {
    setSaving(true);
    try {
      await onSave(chosen);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <DialogTitle>{t('quizzes.areas.title', { title })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('quizzes.areas.help')}
        </Typography>
        {areas.error ? (
          <LoadError
            title="quizzes.areas.loadFailed"
            error={areas.error}
            onRetry={() => void areas.mutate()}
          />
        ) : !areas.data ? (
          <Loading heights={[48, 48]} label="table.loading" />
        ) : areas.data.length === 0 ? (
          <Typography>{t('quizzes.areas.none')}</Typography>
        ) : (
          <FormGroup>
            {areas.data.map((area) => (
              <FormControlLabel
                key={area.id}
                control={<Checkbox checked={chosen.includes(area.id)} onChange={() => toggle(area.id)} />}
                label={area.name}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('quizzes.cancel')}</Button>
        <Button variant="contained" disabled={saving || !areas.data} onClick={() => void save()}>
          {t('quizzes.save')}
        </Button>
      </DialogActions>
    </>
  );
}
