import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FAMILY_PARTS, type FamilyPart } from '../../../api/contracts/index.ts';
import { useT } from '../../../lib/index.ts';

/** The parts of a child's data a limited link sees: one checkbox per part, in the contract's order. */
export function LimitedPartsField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value ?? []) as FamilyPart[];
        return (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('familyAccess.settings.limitedParts')}</FormLabel>
            <FormGroup row>
              {FAMILY_PARTS.map((part) => (
                <FormControlLabel
                  key={part}
                  label={t(`familyAccess.settingsParts.${part}`)}
                  control={
                    <Checkbox
                      checked={value.includes(part)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? FAMILY_PARTS.filter((p) => p === part || value.includes(p))
                            : value.filter((p) => p !== part),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{t('familyAccess.settings.limitedPartsHint')}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}
