import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AuthCard, PasswordInput, TextInput } from '../../src/design-system/index.ts';

/** The sign-in page's card as the auth feature fills it, in the story's language. */
function SignInCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <AuthCard title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextInput name="email" type="email" autoComplete="email" fullWidth label={t('auth.signIn.email')} />
        <PasswordInput
          name="password"
          autoComplete="current-password"
          fullWidth
          label={t('auth.signIn.password')}
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
        />
        <Button type="submit" variant="contained">
          {t('auth.signIn.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

const meta = preview.meta({
  title: 'Design system/AuthCard',
  component: AuthCard,
  args: { title: 'Sign in', children: null },
  render: () => <SignInCard />,
});

export const SignIn = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
});

export const TitleOnly = meta.story({
  render: (args) => <AuthCard {...args} productName="Evelina Children's" />,
  args: { title: 'Check your e-mail' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(canvas.getByText("Evelina Children's")).toBeVisible();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#ffeb3b' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
});
