import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import {
  FAMILY_LINK_APPROVALS,
  AGE_RANGE,
  REVIEW_MONTHS,
  familySettingsSchema,
  languageSchema,
  type FamilySettings,
} from '../../../api/contracts/index.ts';
import { FormSelect, FormTextField, useToast } from '../../../design-system/index.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { useFamilySettings, useSaveFamilySettings } from '../api/families.ts';
import { LimitedPartsField } from './limited-parts-field.tsx';

const LANGUAGES = languageSchema.options;

const ageField = () =>
  z.coerce
    .number<string | number>()
    .int({ message: 'families.settings.ageRange' })
    .min(AGE_RANGE.min, { message: 'families.settings.ageRange' })
    .max(AGE_RANGE.max, { message: 'families.settings.ageRange' });

const formSchema = familySettingsSchema.extend({
  assent_age: ageField(),
  control_age: ageField(),
  link_review_months: z.coerce
    .number<string | number>()
    .int({ message: 'familyAccess.settings.monthsRange' })
    .min(REVIEW_MONTHS.min, { message: 'familyAccess.settings.monthsRange' })
    .max(REVIEW_MONTHS.max, { message: 'familyAccess.settings.monthsRange' }),
  family_languages: z.array(z.enum(LANGUAGES)).min(1, { message: 'families.settings.languagesRequired' }),
});
type FormIn = z.input<typeof formSchema>;

/** The organisation's family settings: who approves family-made links, the young person's ages, families' languages. */
export function FamilySettingsCard() {
  const t = useT();
  const toast = useToast();
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id;
  const { data, error, isLoading, mutate } = useFamilySettings(organisationId);
  const { trigger, isMutating } = useSaveFamilySettings();
  const { control, handleSubmit, reset } = useForm<FormIn, unknown, FamilySettings>({
    resolver: zodResolver(formSchema),
  });
  useEffect(() => {
    if (data) reset(data);
  }, [data, reset]);
  const onSubmit = handleSubmit(async (body) => {
    if (!organisationId) return;
    try {
      await trigger({ organisationId, body });
      toast.success(t('families.settings.saved'));
    } catch {
      toast.error(t('families.failed'));
    }
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('families.settings.title')}
        </Typography>
        {isLoading ? (
          <Stack role="status" aria-busy="true" aria-label={t('families.loading')} spacing={1}>
            <Skeleton width="60%" />
          </Stack>
        ) : null}
        {error ? <LoadError title="families.loadFailed" error={error} onRetry={() => void mutate()} /> : null}
        {data ? (
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={(e) => void onSubmit(e)}
            aria-label={t('families.settings.title')}
          >
            <FormSelect
              control={control}
              name="family_link_approval"
              label={t('families.settings.approval')}
              translateError={t}
              options={FAMILY_LINK_APPROVALS.map((a) => ({
                value: a,
                label: t(`families.settings.approvals.${a}`),
              }))}
            />
            <FormTextField
              control={control}
              name="assent_age"
              type="number"
              label={t('familyAccess.settings.assentAge')}
              helperText={t('familyAccess.settings.assentAgeHint')}
              translateError={t}
              slotProps={{ htmlInput: { min: AGE_RANGE.min, max: AGE_RANGE.max } }}
            />
            <FormTextField
              control={control}
              name="control_age"
              type="number"
              label={t('familyAccess.settings.controlAge')}
              helperText={t('familyAccess.settings.controlAgeHint')}
              translateError={t}
              slotProps={{ htmlInput: { min: AGE_RANGE.min, max: AGE_RANGE.max } }}
            />
            <LimitedPartsField control={control} name="limited_parts" />
            <FormTextField
              control={control}
              name="link_review_months"
              type="number"
              label={t('familyAccess.settings.reviewMonths')}
              helperText={t('familyAccess.settings.reviewMonthsHint')}
              translateError={t}
              slotProps={{ htmlInput: { min: REVIEW_MONTHS.min, max: REVIEW_MONTHS.max } }}
            />
            <Controller
              control={control}
              name="family_languages"
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} component="fieldset">
                  <FormLabel component="legend">{t('families.settings.languages')}</FormLabel>
                  <FormGroup row>
                    {LANGUAGES.map((language) => (
                      <FormControlLabel
                        key={language}
                        label={t(`profile.languages.${language}`)}
                        control={
                          <Checkbox
                            checked={(field.value ?? []).includes(language)}
                            onChange={(e) =>
                              field.onChange(
                                e.target.checked
                                  ? LANGUAGES.filter((l) => l === language || (field.value ?? []).includes(l))
                                  : (field.value ?? []).filter((l) => l !== language),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error?.message ? (
                    <FormHelperText>{t(fieldState.error.message)}</FormHelperText>
                  ) : null}
                </FormControl>
              )}
            />
            <Button type="submit" variant="contained" disabled={isMutating} sx={{ alignSelf: 'flex-start' }}>
              {t('families.settings.save')}
            </Button>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
