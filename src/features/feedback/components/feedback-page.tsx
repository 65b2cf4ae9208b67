import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { FEEDBACK_CATEGORIES, FEEDBACK_TEXT_MAX } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { AuthCard, FormTextField } from '../../../design-system/index.ts';
import { loadErrorMessageId, useT } from '../../../lib/index.ts';
import { feedbackFormSchema, useFeedbackToken, useSendFeedback } from '../api/feedback.ts';

/** A refusal of the link itself (used, expired, unknown): spec §4's "token invalid" outcome. */
const tokenRefused = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.fields?.some((f) => f.path === 'token');

/**
 * /feedback?token=…: the e-mailed one-use link after registering. Its outcomes (spec §4): the form
 * once the link checks out, accepted, error (try again), token invalid.
 */
export function FeedbackPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useFeedbackToken(token);
  const { trigger, isMutating, data: sent } = useSendFeedback();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { category: '', text: '' },
  });
  const text = useWatch({ control, name: 'text' });
  const [failure, setFailure] = useState<'invalid' | 'error' | 'throttled' | null>(null);

  const submit = handleSubmit(async ({ category, text }) => {
    setFailure(null);
    try {
      await trigger({ token, category, text });
    } catch (error) {
      setFailure(
        tokenRefused(error)
          ? 'invalid'
          : error instanceof ApiError && error.code === 'TooManyRequests'
            ? 'throttled'
            : 'error',
      );
    }
  });

  const invalid =
    !token || status.data?.valid === false || tokenRefused(status.error) || failure === 'invalid';
  let body;
  if (sent) body = <Alert severity="success">{t('feedback.page.accepted')}</Alert>;
  else if (invalid) body = <Alert severity="warning">{t('feedback.page.invalid')}</Alert>;
  else if (status.error)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void status.mutate()}>
            {t('feedback.page.retry')}
          </Button>
        }
      >
        {t(loadErrorMessageId(status.error))}
      </Alert>
    );
  else if (!status.data) body = <LinearProgress aria-label={t('feedback.page.checking')} />;
  else
    body = (
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
        {failure === 'error' || failure === 'throttled' ? (
          <Alert severity="error">
            {t(failure === 'throttled' ? 'feedback.page.throttled' : 'feedback.page.error')}
          </Alert>
        ) : null}
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required>
              <FormLabel id="feedback-category">{t('feedback.page.category')}</FormLabel>
              <RadioGroup
                aria-labelledby="feedback-category"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              >
                {FEEDBACK_CATEGORIES.map((c) => (
                  <FormControlLabel
                    key={c}
                    value={c}
                    control={<Radio />}
                    label={t(`feedback.categories.${c}`)}
                  />
                ))}
              </RadioGroup>
              {fieldState.error?.message ? (
                <FormHelperText>{t(fieldState.error.message)}</FormHelperText>
              ) : null}
            </FormControl>
          )}
        />
        <FormTextField
          control={control}
          name="text"
          label={t('feedback.page.text')}
          translateError={t}
          multiline
          minRows={4}
          required
          fullWidth
          helperText={t('feedback.page.remaining', { count: FEEDBACK_TEXT_MAX - text.length })}
          slotProps={{ htmlInput: { maxLength: FEEDBACK_TEXT_MAX } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={isMutating} fullWidth>
          {t(isMutating ? 'feedback.page.sending' : 'feedback.page.send')}
        </Button>
      </Stack>
    );

  return (
    <AuthCard
      title={t('feedback.page.title')}
      subtitle={t('feedback.page.subtitle')}
      productName={t('app.name')}
    >
      {body}
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
        {t('feedback.page.signIn')}
      </Link>
    </AuthCard>
  );
}
