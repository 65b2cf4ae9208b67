import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { roleOf, UserType, type AppUser, type Relationship } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { PersonPicker, useToast } from '../../../design-system/index.ts';
import { RelationshipSelect, useT } from '../../../lib/index.ts';
import { useCreateLink, usePeople } from '../api/families.ts';

/**
 * Links the user of the page to a guardian (on a patient) or a patient (on a guardian) of the
 * organisation, picked by name, with the relationship.
 */
export function AddLinkDialog({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: { id: string; type: number };
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  // A patient is linked to a guardian, anyone else to a patient.
  const pick = roleOf(user.type) === 'patient' ? UserType.Guardian : UserType.Patient;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<(AppUser & { app_code: string | null }) | null>(null);
  const [relationship, setRelationship] = useState<Relationship>('parent');
  const people = usePeople(pick, search);
  const { trigger, isMutating } = useCreateLink();
  const options = (people.data?.data ?? []).map((u) => ({ ...u, app_code: u.child?.app_code ?? null }));

  const close = () => {
    setChosen(null);
    setSearch('');
    setRelationship('parent');
    onClose();
  };
  const save = async () => {
    if (!chosen) return;
    try {
      await trigger({
        guardian_id: pick === UserType.Guardian ? chosen.id : user.id,
        patient_id: pick === UserType.Patient ? chosen.id : user.id,
        relationship,
      });
      toast.success(t('families.done.create'));
      close();
    } catch (failure) {
      toast.error(
        t(
          failure instanceof ApiError && failure.code === 'Conflict'
            ? 'families.alreadyLinked'
            : 'families.failed',
        ),
      );
    }
  };

  return (
    <Dialog open={open} onClose={isMutating ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>
        {t(pick === UserType.Guardian ? 'families.addGuardian' : 'families.addChild')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <PersonPicker
            label={t(pick === UserType.Guardian ? 'families.guardian' : 'families.patient')}
            required
            options={options}
            loading={people.isLoading}
            value={chosen}
            onChange={setChosen}
            onSearch={setSearch}
            noOptionsText={t('families.noMatches')}
            loadingText={t('table.loading')}
            patientPrefix={t('appUsers.patientPrefix')}
          />
          <RelationshipSelect value={relationship} onChange={setRelationship} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isMutating}>
          {t('appUsers.cancel')}
        </Button>
        <Button variant="contained" disabled={isMutating || !chosen} onClick={() => void save()}>
          {t('families.link')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
