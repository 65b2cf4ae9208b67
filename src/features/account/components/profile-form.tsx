import { useEffect } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LANGUAGES } from '../../../api/contracts/constants.ts';
import {
  offeredLanguages,
  roleOf,
  type Language,
  type Organisation,
  type User,
} from '../../../api/contracts/index.ts';
import { profileFormSchema, useUpdateProfile, type ProfileForm } from '../api/profile.ts';
import { useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { isPortalType } from '../../session/index.ts';

export interface ProfileFormProps {
  user: User;
  /** The user's organisation: which languages it offers its families. */
  organisation: Pick<Organisation, 'family_languages'> | null;
  /** Called after a successful save, and on Cancel with `saved` false. */
  onDone: (saved: boolean) => void;
}

/**
 * The languages a user may choose: a guardian those their organisation offers families, an admin or
 * the super admin all three; whatever they hold now stays listed.
 */
const languageChoices = (
  type: number,
  organisation: Pick<Organisation, 'family_languages'> | null,
  current: Language | null,
): Language[] => [
  ...new Set<Language>([
    ...(roleOf(type) === 'guardian' ? offeredLanguages(organisation) : LANGUAGES),
    ...(current ? [current] : []),
  ]),
];

/** The own-details form (names, and for guardians the interface language): on its page or inline. */
export function ProfileEditForm({ user, organisation, onDone }: ProfileFormProps) {
  const t = useT();
  const toast = useToast();
  const { trigger, isMutating, error } = useUpdateProfile();
  const { register, handleSubmit, formState, reset, control } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { first_name: user.first_name, surname: user.surname, language: user.language },
  });
  useEffect(() => {
    reset({ first_name: user.first_name, surname: user.surname, language: user.language });
  }, [user, reset]);

  const fieldError = (name: 'first_name' | 'surname') => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await trigger(values);
      toast.success(t('profile.saved'));
      onDone(true);
    } catch {
      // shown from the mutation state
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('profile.editTitle')}
    >
      {error ? <Alert severity="error">{t('profile.saveFailed')}</Alert> : null}
      <TextField
        {...register('first_name')}
        label={t('profile.firstName')}
        autoComplete="given-name"
        error={Boolean(fieldError('first_name'))}
        helperText={fieldError('first_name')}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      <TextField
        {...register('surname')}
        label={t('profile.surname')}
        autoComplete="family-name"
        error={Boolean(fieldError('surname'))}
        helperText={fieldError('surname')}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      {isPortalType(user.type) ? (
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <TextField
              select
              label={t('profile.language')}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value || null)}
              // No preference shows as such ("Your hospital's language"), not as an empty field.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              fullWidth
            >
              <MenuItem value="">
                {t(
                  roleOf(user.type) === 'guardian'
                    ? 'profile.languages.default'
                    : 'profile.languages.staffDefault',
                )}
              </MenuItem>
              {languageChoices(user.type, organisation, user.language).map((code) => (
                <MenuItem key={code} value={code} lang={code}>
                  {t(`profile.languages.${code}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : null}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => onDone(false)}>{t('profile.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={isMutating}>
          {t('profile.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
