import { useState, type ChangeEvent } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useT } from '../../../../lib/index.ts';
import { BRAND_COLOUR, type OrganisationForm, type OrganisationFormInput } from '../../api/organisations.ts';
import { BrandPreview } from './brand-preview.tsx';
import type { SampleLogos } from './sample-screens.tsx';

type FormControl = Control<OrganisationFormInput, unknown, OrganisationForm>;

/**
 * The brand colour: a hex field (its error shows as it is typed, not only on saving) and a colour picker
 * beside it that fills the field.
 */
export function BrandColourField({ control }: { control: FormControl }) {
  const t = useT();
  const { field, fieldState } = useController({ control, name: 'brand_color' });
  const value = field.value.trim();
  const invalid = (value !== '' && !BRAND_COLOUR.test(value)) || Boolean(fieldState.error);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        name={field.name}
        inputRef={field.ref}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        label={t('organisations.form.brandColour')}
        placeholder="#1f5fa8"
        error={invalid}
        helperText={t(invalid ? 'organisations.form.colourFormat' : 'organisations.form.brandColourHelp')}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off' } }}
        fullWidth
      />
      <Box
        component="input"
        type="color"
        aria-label={t('organisations.form.brandColourPicker')}
        value={BRAND_COLOUR.test(value) ? value.toLowerCase() : '#1f5fa8'}
        onChange={(e: ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value)}
        sx={{
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          flexShrink: 0,
        }}
      />
    </Box>
  );
}

/** The live preview of the brand colour being typed: an invalid colour keeps the last valid one. */
export function BrandPreviewPane({ control, logos }: { control: FormControl; logos: SampleLogos }) {
  const typed = useWatch({ control, name: 'brand_color' }).trim();
  const valid = typed === '' || BRAND_COLOUR.test(typed);
  const [last, setLast] = useState<string | null>(valid && typed !== '' ? typed.toLowerCase() : null);
  const current = typed === '' ? null : typed.toLowerCase();
  // Derived from the field as it is typed (React's "adjust state on a prop change" pattern).
  if (valid && current !== last) setLast(current);
  return <BrandPreview colour={valid ? current : last} logos={logos} />;
}
