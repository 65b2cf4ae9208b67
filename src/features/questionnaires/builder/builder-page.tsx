import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  definitionWarnings,
  NON_ANSWERABLE,
  validateDefinition,
  type Questionnaire,
} from '../../../api/contracts/questionnaires.ts';
import { PageHeader, useToast } from '../../../design-system/index.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { useCreateQuestionnaire, useQuestionnaire, useUpdateQuestionnaire } from '../api/questionnaires.ts';
import {
  builderFormSchema,
  emptyForm,
  emptyItem,
  fromDefinition,
  itemsOf,
  toDefinition,
  type BuilderForm,
} from './builder-form.ts';
import { AnswerPicker } from './answer-picker.tsx';
import { ItemEditor } from './item-editor.tsx';
import { LocalisedFields } from './localised-fields.tsx';
import { RuleContacts } from './rule-contacts.tsx';

/** /questionnaires/create and /questionnaires/edit?id: the builder, empty or opened on a questionnaire. */
export function BuilderPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id');
  const existing = useQuestionnaire(id);
  if (id && existing.error)
    return (
      <LoadError
        title="questionnaires.builder.loadFailed"
        error={existing.error}
        onRetry={() => void existing.mutate()}
      />
    );
  if (id && !existing.data) return <CircularProgress aria-label={t('table.loading')} />;
  return <Builder key={id ?? 'new'} existing={existing.data ?? null} />;
}

function Builder({ existing }: { existing: Questionnaire | null }) {
  const t = useT();
  const navigate = useNavigate();
  const toast = useToast();
  const [issues, setIssues] = useState<string[]>([]);
  const { trigger: create, isMutating: creating } = useCreateQuestionnaire();
  const { trigger: update, isMutating: updating } = useUpdateQuestionnaire();
  const form = useForm<BuilderForm>({
    resolver: zodResolver(builderFormSchema),
    defaultValues: existing ? fromDefinition(existing) : emptyForm(),
  });
  const { control, setValue, getValues } = form;
  const items = useFieldArray({ control, name: 'items' });
  const watched = useWatch({ control, name: 'items' });
  const ruleKind = useWatch({ control, name: 'rule.kind' });
  const ruleLinkId = useWatch({ control, name: 'rule.linkId' });
  const answerable = watched.filter((i) => !NON_ANSWERABLE.includes(i.type));
  // The same reading of the conditions as the preview's and the server's: what can never be true.
  const warnings = useMemo(() => definitionWarnings({ item: itemsOf(watched) }), [watched]);

  const save = form.handleSubmit(async (values) => {
    const definition = toDefinition(values);
    const found = validateDefinition(definition);
    setIssues(found.map((i) => `${i.path}: ${t(i.message)}`));
    if (found.length) return;
    try {
      const saved = existing ? await update({ ...definition, id: existing.id }) : await create(definition);
      toast.success(t('questionnaires.builder.saved', { title: saved.title.en }));
      void navigate('/questionnaires');
    } catch {
      toast.error(t('questionnaires.builder.saveFailed'));
    }
  });

  const nextNumber = () => {
    const taken = new Set(getValues('items').map((i) => i.linkId));
    let n = taken.size + 1;
    while (taken.has(`q${n}`)) n += 1;
    return n;
  };

  return (
    <FormProvider {...form}>
      <PageHeader
        title={t(existing ? 'questionnaires.builder.editTitle' : 'questionnaires.builder.createTitle')}
        description={t('questionnaires.builder.description')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button onClick={() => void navigate('/questionnaires')}>{t('questionnaires.cancel')}</Button>
            <Button variant="contained" disabled={creating || updating} onClick={() => void save()}>
              {t('questionnaires.builder.save')}
            </Button>
          </Stack>
        }
      />
      {existing && existing.status !== 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('questionnaires.builder.newVersion')}
        </Alert>
      ) : null}
      {issues.length ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {issues.map((issue) => (
            <div key={issue}>{issue}</div>
          ))}
        </Alert>
      ) : null}
      <Stack component="form" spacing={2} noValidate onSubmit={(e) => void save(e)}>
        <LocalisedFields name="title" label={t('questionnaires.builder.questionnaireTitle')} />
        {items.fields.map((field, index) => (
          <ItemEditor
            key={field.id}
            index={index}
            count={items.fields.length}
            warnings={warnings.filter((w) => w.linkId === watched[index]?.linkId.trim())}
            on={{
              up: () => items.move(index, index - 1),
              down: () => items.move(index, index + 1),
              remove: () => items.remove(index),
              indent: (delta) => setValue(`items.${index}.depth`, getValues(`items.${index}.depth`) + delta),
            }}
          />
        ))}
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => items.append(emptyItem(nextNumber(), watched.at(-1)?.depth ?? 0))}
        >
          {t('questionnaires.builder.addItem')}
        </Button>
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('questionnaires.builder.rule')}
          sx={{ p: 2 }}
        >
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {t('questionnaires.builder.rule')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              sx={{ minWidth: 220 }}
              label={t('questionnaires.builder.ruleKind')}
              value={ruleKind}
              onChange={(e) => setValue('rule.kind', e.target.value as BuilderForm['rule']['kind'])}
            >
              {(['none', 'score', 'answer'] as const).map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`questionnaires.builder.ruleKinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            {ruleKind === 'score' ? (
              <Controller
                control={control}
                name="rule.threshold"
                render={({ field, fieldState }) => (
                  <TextField
                    size="small"
                    type="number"
                    required
                    label={t('questionnaires.builder.threshold')}
                    {...field}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                  />
                )}
              />
            ) : null}
            {ruleKind === 'answer' ? (
              <>
                <TextField
                  select
                  size="small"
                  sx={{ minWidth: 200 }}
                  label={t('questionnaires.builder.ruleQuestion')}
                  value={answerable.some((q) => q.linkId === ruleLinkId) ? ruleLinkId : ''}
                  onChange={(e) => {
                    setValue('rule.linkId', e.target.value);
                    setValue('rule.value', '');
                  }}
                >
                  {answerable.map((q) => (
                    <MenuItem key={q.linkId} value={q.linkId}>
                      {q.text.en || q.linkId}
                    </MenuItem>
                  ))}
                </TextField>
                <AnswerPicker
                  name="rule.value"
                  question={answerable.find((q) => q.linkId === ruleLinkId)}
                  operator="="
                />
              </>
            ) : null}
          </Stack>
          {ruleKind === 'none' ? null : (
            <Stack spacing={1.5} sx={{ mt: 1.5 }}>
              <LocalisedFields name="rule.label" label={t('questionnaires.builder.ruleLabel')} />
              <RuleContacts />
              <LocalisedFields name="rule.message" label={t('questionnaires.builder.ruleMessage')} />
            </Stack>
          )}
        </Paper>
      </Stack>
    </FormProvider>
  );
}
