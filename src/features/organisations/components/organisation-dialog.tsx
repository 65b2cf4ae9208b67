import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { FEATURE_CODES, type Organisation } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import {
  FormCheckbox,
  FormDialogActions,
  FormSelect,
  FormTextField,
  useToast,
} from '../../../design-system/index.ts';
import { AssetField } from './asset-field.tsx';
import { BrandColourField, BrandPreviewPane } from './brand/brand-section.tsx';
import type { SampleLogos } from './brand/sample-screens.tsx';
import { SettingSwitch } from './setting-switch.tsx';
import {
  organisationFormSchema,
  useCreateOrganisation,
  useUpdateOrganisation,
  type AssetKind,
  type OrganisationForm,
  type OrganisationFormInput,
} from '../api/organisations.ts';
import { useT } from '../../../lib/index.ts';

export interface OrganisationDialogProps {
  open: boolean;
  /** The organisation to edit; a new one when absent. */
  organisation?: Organisation | null;
  onClose: () => void;
}

const blank: OrganisationFormInput = {
  name: '',
  url_code: '',
  language: 'en',
  area_seats: 0,
  features: [],
  enable_custom_asset: false,
  require_admin_second_factor: true,
  require_captions: false,
  unread_email_hours: '',
  brand_color: '',
};

/**
 * Create or edit an organisation: name, registration code, language, seats, features and branding, with a live
 * preview of the brand colour on three screens beside the fields.
 */
export function OrganisationDialog({ open, organisation, onClose }: OrganisationDialogProps) {
  const t = useT();
  const toast = useToast();
  const { trigger: create } = useCreateOrganisation();
  const { trigger: update } = useUpdateOrganisation();
  const [failed, setFailed] = useState(false);
  // The images the preview shows: an upload replaces them at once (it is saved as it is uploaded).
  const [uploaded, setUploaded] = useState<Partial<Record<AssetKind, string | null>>>({});
  const logos: SampleLogos = useMemo(
    () => ({
      name: organisation?.name ?? '',
      logo: uploaded.logo ?? organisation?.logo_url ?? null,
      whiteLogo: uploaded.white_logo ?? organisation?.white_logo_url ?? null,
    }),
    [organisation, uploaded],
  );
  const { control, handleSubmit, reset, setError, formState } = useForm<
    OrganisationFormInput,
    unknown,
    OrganisationForm
  >({
    resolver: zodResolver(organisationFormSchema),
    defaultValues: blank,
  });
  useEffect(() => {
    if (!open) return;
    reset(
      organisation
        ? {
            name: organisation.name,
            url_code: organisation.url_code,
            language: organisation.language,
            area_seats: organisation.area_seats,
            features: organisation.features.filter((f): f is (typeof FEATURE_CODES)[number] =>
              (FEATURE_CODES as readonly string[]).includes(f),
            ),
            enable_custom_asset: organisation.enable_custom_asset,
            require_admin_second_factor: organisation.require_admin_second_factor,
            require_captions: organisation.require_captions,
            unread_email_hours: organisation.unread_email_hours ?? '',
            brand_color: organisation.brand_color ?? '',
          }
        : blank,
    );
  }, [open, organisation, reset]);

  const close = () => {
    setFailed(false);
    setUploaded({});
    onClose();
  };

  const submit = handleSubmit(async (form) => {
    setFailed(false);
    try {
      if (organisation) await update({ id: organisation.id, form });
      else await create(form);
      toast.success(t(organisation ? 'organisations.saved' : 'organisations.created'));
      close();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'Conflict')
        setError('url_code', { message: 'organisations.form.codeTaken' });
      else setFailed(true);
    }
  });

  return (
    <Dialog open={open} onClose={formState.isSubmitting ? undefined : close} fullWidth maxWidth="md">
      <DialogTitle>{t(organisation ? 'organisations.editTitle' : 'organisations.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Stack
            component="form"
            id="organisation-form"
            noValidate
            spacing={2}
            sx={{ pt: 1, flex: 1, minWidth: 0, width: '100%' }}
            onSubmit={(e) => void submit(e)}
          >
            {failed ? <Alert severity="error">{t('organisations.saveFailed')}</Alert> : null}
            <FormTextField
              control={control}
              name="name"
              label={t('organisations.form.name')}
              translateError={t}
              fullWidth
            />
            <FormTextField
              control={control}
              name="url_code"
              label={t('organisations.form.code')}
              helperText={t('organisations.form.codeHelp')}
              translateError={t}
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelect
                control={control}
                name="language"
                label={t('organisations.form.language')}
                options={[
                  { value: 'en', label: t('profile.languages.en') },
                  { value: 'es', label: t('profile.languages.es') },
                  { value: 'ar', label: t('profile.languages.ar') },
                ]}
                translateError={t}
                fullWidth
              />
              <FormTextField
                control={control}
                name="area_seats"
                type="number"
                label={t('organisations.form.seats')}
                translateError={t}
                fullWidth
              />
            </Stack>
            <Controller
              control={control}
              name="features"
              render={({ field }) => (
                <FormGroup>
                  <FormLabel component="legend">{t('organisations.form.features')}</FormLabel>
                  {FEATURE_CODES.map((code) => (
                    <FormControlLabel
                      key={code}
                      label={t(`organisations.features.${code}`)}
                      control={
                        <Checkbox
                          checked={field.value.includes(code)}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked
                                ? [...field.value, code]
                                : field.value.filter((c) => c !== code),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              )}
            />
            <SettingSwitch
              control={control}
              name="require_captions"
              label={t('captions.require')}
              help={t('captions.requireHelp')}
            />
            <FormTextField
              control={control}
              name="unread_email_hours"
              type="number"
              label={t('organisations.form.unreadEmailHours')}
              helperText={t('organisations.form.unreadEmailHoursHelp')}
              translateError={t}
              fullWidth
            />
            <SettingSwitch
              control={control}
              name="require_admin_second_factor"
              label={t('signInSecurity.organisation.require')}
              help={t('signInSecurity.organisation.help')}
            />
            <FormGroup>
              <FormLabel component="legend">{t('organisations.assets.title')}</FormLabel>
              <FormCheckbox
                control={control}
                name="enable_custom_asset"
                label={t('organisations.assets.enable')}
              />
              <Box sx={{ mt: 1.5 }}>
                <BrandColourField control={control} />
              </Box>
              {organisation ? (
                <Stack spacing={1.5} sx={{ mt: 1 }}>
                  {(['logo', 'white_logo'] as const).map((kind) => (
                    <AssetField
                      key={kind}
                      organisation={organisation}
                      kind={kind}
                      onUploaded={(url) => setUploaded((u) => ({ ...u, [kind]: url }))}
                    />
                  ))}
                </Stack>
              ) : (
                <FormHelperText>{t('organisations.assets.afterCreate')}</FormHelperText>
              )}
            </FormGroup>
          </Stack>
          <Box
            sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0, position: { md: 'sticky' }, top: 0, pt: 1 }}
          >
            <BrandPreviewPane control={control} logos={logos} />
          </Box>
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId="organisation-form"
        onCancel={close}
        busy={formState.isSubmitting}
        cancelLabel={t('organisations.cancel')}
        submitLabel={t('organisations.save')}
      />
    </Dialog>
  );
}
