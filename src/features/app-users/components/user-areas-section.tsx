import { useState } from 'react';
import { useAtomValue } from 'jotai';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { AppUserDetail } from '../../../api/contracts/index.ts';
import { useToast } from '../../../design-system/index.ts';
import { AreaPicker, type PickedArea } from '../../areas/index.ts';
import { sessionAtom } from '../../session/index.ts';
import type { Translate } from '../../../lib/index.ts';
import { useUpdateAppUser } from '../api/app-users.ts';
import { Section } from './detail-section.tsx';

/** The areas of the user, edited in place with the organisation's areas to choose from. */
export function AreasSection({ user, t }: { user: AppUserDetail; t: Translate }) {
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id ?? user.organisation_id;
  const { trigger: update, isMutating: busy } = useUpdateAppUser();
  const toast = useToast();
  const [editing, setEditing] = useState<PickedArea[] | null>(null);
  const save = async () => {
    if (!editing) return;
    try {
      await update({ id: user.id, body: { area_ids: editing.map((a) => a.id) } });
      toast.success(t('userDetail.areasSaved'));
      setEditing(null);
    } catch {
      toast.error(t('userDetail.saveFailed'));
    }
  };
  return (
    <Section
      title={t('userDetail.areas')}
      action={
        editing ? null : (
          <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(user.areas)}>
            {t('userDetail.editAreas')}
          </Button>
        )
      }
    >
      {editing ? (
        <Stack spacing={2}>
          <AreaPicker
            organisationId={organisationId}
            value={editing}
            onChange={setEditing}
            label={t('userDetail.areas')}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setEditing(null)} disabled={busy}>
              {t('appUsers.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={busy}>
              {t('userDetail.save')}
            </Button>
          </Stack>
        </Stack>
      ) : user.areas.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {user.areas.map((a) => (
            <Chip key={a.id} label={a.name} />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('userDetail.noAreas')}
        </Typography>
      )}
    </Section>
  );
}
