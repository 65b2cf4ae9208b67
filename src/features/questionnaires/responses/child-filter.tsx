import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ResponseList } from '../api/responses.ts';
import { personDisplayName } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

/** Narrows the answers per person to those about one child; shown only when some are about a child. */
export function ChildFilter(props: {
  /** Every child the questionnaire's answers are about, on any page. */
  subjects: ResponseList['subjects'];
  value: string;
  onChange: (childId: string) => void;
}) {
  const t = useT();
  const children = new Map(
    props.subjects.map((s) => [s.id, personDisplayName(s, t('questionnaires.people.patientPrefix')).text]),
  );
  if (children.size === 0) return null;
  return (
    <TextField
      select
      size="small"
      label={t('questionnaires.responses.child')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: 220, mb: 2 }}
    >
      <MenuItem value="">{t('questionnaires.responses.allChildren')}</MenuItem>
      {[...children].map(([id, name]) => (
        <MenuItem key={id} value={id}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
