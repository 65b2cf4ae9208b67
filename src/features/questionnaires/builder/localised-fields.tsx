import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useT } from '../../../lib/index.ts';
import type { BuilderForm } from './builder-form.ts';

const LANGS = ['en', 'ar', 'es'] as const;

/** One text in English, Arabic and Spanish side by side; Arabic is typed right to left. */
export function LocalisedFields({ name, label }: { name: string; label: string }) {
  const t = useT();
  const { register, getFieldState, formState } = useFormContext<BuilderForm>();
  return (
    <Stack direction="row" spacing={1}>
      {LANGS.map((lang) => {
        const path = `${name}.${lang}` as FieldPath<BuilderForm>;
        const { ref, ...rest } = register(path);
        const error = getFieldState(path, formState).error;
        return (
          <TextField
            key={lang}
            {...rest}
            inputRef={ref}
            size="small"
            fullWidth
            label={`${label} (${t(`questionnaires.builder.lang.${lang}`)})`}
            error={Boolean(error)}
            helperText={error ? t('questionnaires.builder.required') : undefined}
            slotProps={{ htmlInput: { dir: lang === 'ar' ? 'rtl' : 'ltr', lang } }}
          />
        );
      })}
    </Stack>
  );
}
