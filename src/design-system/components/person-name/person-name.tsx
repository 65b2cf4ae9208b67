import Box from '@mui/material/Box';
import SportsEsports from '@mui/icons-material/SportsEsports';
import Badge from '@mui/icons-material/Badge';
import { personDisplayName, type PersonLike } from './person-display-name.ts';

export interface PersonNameProps {
  person: PersonLike;
  /** Prefix before a patient number; translated by the feature. */
  patientPrefix?: string;
  /** Accessible names of the icons shown for an app code or a bare id. */
  appCodeLabel?: string;
  idLabel?: string;
}

/** A person's name in the spec's fallback order, with a joystick icon for an app code and an ID icon for an id. */
export function PersonName({
  person,
  patientPrefix,
  appCodeLabel = 'App code',
  idLabel = 'ID',
}: PersonNameProps) {
  const { kind, text } = personDisplayName(person, patientPrefix);
  const iconLabel = kind === 'appCode' ? appCodeLabel : kind === 'id' ? idLabel : null;
  const Icon = kind === 'appCode' ? SportsEsports : Badge;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      {/* titleAccess gives the icon role="img", an accessible name and a native hover title. */}
      {iconLabel ? <Icon fontSize="small" titleAccess={iconLabel} color="action" /> : null}
      {/* A name keeps its own direction: a Latin name in Arabic is cut at its end, never its start. */}
      <Box
        component="bdi"
        title={kind === 'id' ? String(person.id) : undefined}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {text}
      </Box>
    </Box>
  );
}
