import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { FamilyChild } from '../../../api/contracts/index.ts';
import { PersonName } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

/** Which child the page is about, when the guardian has several. */
export function ChildPicker({
  family,
  value,
  onChange,
}: {
  family: FamilyChild[];
  value: string;
  onChange: (patientId: string) => void;
}) {
  const t = useT();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_e, next: string | null) => {
        if (next) onChange(next);
      }}
      aria-label={t('familyPages.picker.label')}
      sx={{ flexWrap: 'wrap', mb: 3 }}
    >
      {family.map((child) => (
        <ToggleButton key={child.id} value={child.id} sx={{ textTransform: 'none' }}>
          <PersonName
            person={child}
            patientPrefix={t('familyPages.patientPrefix')}
            appCodeLabel={t('familyPages.appCode')}
          />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
