import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  cmsSettingsSchema,
  type CmsLocalisedText,
  type CmsSettings,
} from '../../../api/contracts/hospital-information.ts';
import { ApiError } from '../../../api/index.ts';
import { FormTextField, languageOptions, useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useSaveSettings } from '../api/writes.ts';
import { CMS_LANGUAGES, directionOf } from '../languages.ts';

/** Empty texts are left out (a language with nothing to say), empty contact fields sent as null. */
function cleaned(form: CmsSettings): CmsSettings {
  const text = (t: CmsLocalisedText) =>
    Object.fromEntries(Object.entries(t).filter(([, v]) => v?.trim())) as CmsLocalisedText;
  const { phone, email, website, address } = form.contact;
  return {
    ...form,
    contact: {
      phone: phone?.trim() || null,
      email: email?.trim() || null,
      website: website?.trim() || null,
      address: text(address),
    },
    visitingHours: text(form.visitingHours),
  };
}

/** What is typed, cleaned as it will be sent, then checked against the contract. */
const settingsFormSchema = z.custom<CmsSettings>().transform(cleaned).pipe(cmsSettingsSchema);

export function ConfigureForm({ initial, titles }: { initial: CmsSettings; titles: Map<number, string> }) {
  const t = useT();
  const toast = useToast();
  const { trigger: save, isMutating } = useSaveSettings();
  const { control, handleSubmit, setError } = useForm<CmsSettings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: initial,
  });
  const pages = useFieldArray({ control, name: 'pages', keyName: 'key' });
  const [problem, setProblem] = useState<string | null>(null);
  const names = Object.fromEntries(languageOptions(CMS_LANGUAGES).map((o) => [o.code, o.label]));

  const submit = handleSubmit(
    async (settings) => {
      setProblem(null);
      try {
        await save(settings);
        toast.success(t('hospitalInformation.configure.saved'));
      } catch (e) {
        if (e instanceof ApiError && e.fields)
          for (const f of e.fields)
            setError(f.path as 'contact.email', { type: 'server', message: f.message });
        setProblem(
          t(
            e instanceof ApiError && e.status === 400
              ? 'hospitalInformation.configure.invalid'
              : 'hospitalInformation.saveFailed',
          ),
        );
      }
    },
    () => setProblem(t('hospitalInformation.configure.invalid')),
  );

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => void submit(e)}>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Paper variant="outlined" component="section" aria-labelledby="cms-configure-pages" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" id="cms-configure-pages">
          {t('hospitalInformation.configure.pages')}
        </Typography>
        {pages.fields.length === 0 ? (
          <Typography color="text.secondary">{t('hospitalInformation.empty')}</Typography>
        ) : null}
        <List aria-labelledby="cms-configure-pages">
          {pages.fields.map((p, index) => {
            const title =
              titles.get(p.pageNumber) ?? t('hospitalInformation.untitled', { number: p.pageNumber });
            return (
              <ListItem key={p.key} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <FormControlLabel
                  sx={{ flex: '1 1 14rem' }}
                  control={
                    <Controller
                      control={control}
                      name={`pages.${index}.visible`}
                      render={({ field }) => (
                        <Switch
                          checked={field.value}
                          onChange={(e) => field.onChange(e.target.checked)}
                          onBlur={field.onBlur}
                        />
                      )}
                    />
                  }
                  label={t('hospitalInformation.configure.shown', { title })}
                />
                <IconButton
                  aria-label={t('hospitalInformation.moveUp', { title })}
                  disabled={index === 0}
                  onClick={() => pages.move(index, index - 1)}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={t('hospitalInformation.moveDown', { title })}
                  disabled={index === pages.fields.length - 1}
                  onClick={() => pages.move(index, index + 1)}
                >
                  <ArrowDownwardIcon />
                </IconButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="cms-configure-contact" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6" id="cms-configure-contact">
            {t('hospitalInformation.configure.contact')}
          </Typography>
          {(['phone', 'email', 'website'] as const).map((field) => (
            <FormTextField
              key={field}
              control={control}
              name={`contact.${field}`}
              label={t(`hospitalInformation.configure.${field}`)}
              translateError={() => t(`hospitalInformation.configure.${field}Invalid`)}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'url'}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          ))}
          {CMS_LANGUAGES.map((l) => (
            <FormTextField
              key={l}
              control={control}
              name={`contact.address.${l}`}
              multiline
              minRows={2}
              label={t('hospitalInformation.configure.address', { language: names[l] ?? l })}
              slotProps={{ htmlInput: { lang: l, dir: directionOf(l), maxLength: 2000 } }}
            />
          ))}
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="cms-configure-hours" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6" id="cms-configure-hours">
            {t('hospitalInformation.configure.visitingHours')}
          </Typography>
          {CMS_LANGUAGES.map((l) => (
            <FormTextField
              key={l}
              control={control}
              name={`visitingHours.${l}`}
              multiline
              minRows={3}
              label={t('hospitalInformation.configure.hoursIn', { language: names[l] ?? l })}
              slotProps={{ htmlInput: { lang: l, dir: directionOf(l), maxLength: 2000 } }}
            />
          ))}
        </Stack>
      </Paper>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={isMutating}>
          {t('hospitalInformation.configure.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
