import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
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
import { SettingSwitch } from './setting-switch.tsx';
import {
  organisationFormSchema,
  useCreateOrganisation,
  useUpdateOrganisation,
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
};

/** Create or edit an organisation: name, registration code, language, seats and features. */
export function OrganisationDialog({ open, organisation, onClose }: OrganisationDialogProps) {
  const t = useT();
  const toast = useToast();
  const { trigger: create } = useCreateOrganisation();
  const { trigger: update } = useUpdateOrganisation();
  const [failed, setFailed] = useState(false);
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
          }
        : blank,
    );
  }, [open, organisation, reset]);

  const close = () => {
    setFailed(false);
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
    <Dialog open={open} onClose={formState.isSubmitting ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>{t(organisation ? 'organisations.editTitle' : 'organisations.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="organisation-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
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
                            e.target.checked ? [...field.value, code] : field.value.filter((c) => c !== code),
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
            {organisation ? (
              <Stack spacing={1.5} sx={{ mt: 1 }}>
                <AssetField organisation={organisation} kind="logo" />
                <AssetField organisation={organisation} kind="white_logo" />
              </Stack>
            ) : (
              <FormHelperText>{t('organisations.assets.afterCreate')}</FormHelperText>
            )}
          </FormGroup>
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
