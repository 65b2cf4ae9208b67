import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  cmsSettingsSchema,
  type CmsLocalisedText,
  type CmsSettings,
} from '../../../api/contracts/hospital-information.ts';
import { ApiError } from '../../../api/index.ts';
import { languageOptions, useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useSaveSettings } from '../api/writes.ts';
import { CMS_LANGUAGES, directionOf } from '../languages.ts';

type Field = 'phone' | 'email' | 'website';

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

export function ConfigureForm({ initial, titles }: { initial: CmsSettings; titles: Map<number, string> }) {
  const t = useT();
  const toast = useToast();
  const { trigger: save, isMutating } = useSaveSettings();
  const [form, setForm] = useState<CmsSettings>(initial);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const names = Object.fromEntries(languageOptions(CMS_LANGUAGES).map((o) => [o.code, o.label]));

  const move = (index: number, by: -1 | 1) =>
    setForm((f) => {
      const pages = [...f.pages];
      const [moved] = pages.splice(index, 1);
      if (moved) pages.splice(index + by, 0, moved);
      return { ...f, pages };
    });
  const setContact = (field: Field, value: string) =>
    setForm((f) => ({ ...f, contact: { ...f.contact, [field]: value } }));

  const submit = async () => {
    setProblem(null);
    const body = cleaned(form);
    const parsed = cmsSettingsSchema.safeParse(body);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((i) => i.path.join('.'))));
      setProblem(t('hospitalInformation.configure.invalid'));
      return;
    }
    setInvalid(new Set());
    try {
      await save(parsed.data);
      toast.success(t('hospitalInformation.configure.saved'));
    } catch (e) {
      if (e instanceof ApiError && e.fields) setInvalid(new Set(e.fields.map((f) => f.path)));
      setProblem(
        t(
          e instanceof ApiError && e.status === 400
            ? 'hospitalInformation.configure.invalid'
            : 'hospitalInformation.saveFailed',
        ),
      );
    }
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => (e.preventDefault(), void submit())}>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Paper variant="outlined" component="section" aria-labelledby="cms-configure-pages" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" id="cms-configure-pages">
          {t('hospitalInformation.configure.pages')}
        </Typography>
        {form.pages.length === 0 ? (
          <Typography color="text.secondary">{t('hospitalInformation.empty')}</Typography>
        ) : null}
        <List aria-labelledby="cms-configure-pages">
          {form.pages.map((p, index) => {
            const title =
              titles.get(p.pageNumber) ?? t('hospitalInformation.untitled', { number: p.pageNumber });
            return (
              <ListItem key={p.pageNumber} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <FormControlLabel
                  sx={{ flex: '1 1 14rem' }}
                  control={
                    <Switch
                      checked={p.visible}
                      onChange={(e) =>
                        setForm((f) => ({
                          ...f,
                          pages: f.pages.map((q) =>
                            q.pageNumber === p.pageNumber ? { ...q, visible: e.target.checked } : q,
                          ),
                        }))
                      }
                    />
                  }
                  label={t('hospitalInformation.configure.shown', { title })}
                />
                <IconButton
                  aria-label={t('hospitalInformation.moveUp', { title })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={t('hospitalInformation.moveDown', { title })}
                  disabled={index === form.pages.length - 1}
                  onClick={() => move(index, 1)}
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
            <TextField
              key={field}
              label={t(`hospitalInformation.configure.${field}`)}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'url'}
              value={form.contact[field] ?? ''}
              onChange={(e) => setContact(field, e.target.value)}
              error={invalid.has(`contact.${field}`)}
              helperText={
                invalid.has(`contact.${field}`)
                  ? t(`hospitalInformation.configure.${field}Invalid`)
                  : undefined
              }
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          ))}
          {CMS_LANGUAGES.map((l) => (
            <TextField
              key={l}
              multiline
              minRows={2}
              label={t('hospitalInformation.configure.address', { language: names[l] ?? l })}
              value={form.contact.address[l] ?? ''}
              onChange={(e) =>
                setForm((f) => ({
                  ...f,
                  contact: { ...f.contact, address: { ...f.contact.address, [l]: e.target.value } },
                }))
              }
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
            <TextField
              key={l}
              multiline
              minRows={3}
              label={t('hospitalInformation.configure.hoursIn', { language: names[l] ?? l })}
              value={form.visitingHours[l] ?? ''}
              onChange={(e) =>
                setForm((f) => ({ ...f, visitingHours: { ...f.visitingHours, [l]: e.target.value } }))
              }
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
