import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { PasswordInput } from '../../src/design-system/index.ts';

/** The sign-in's password field with its toggle, labelled in the story's language. */
function SignInPassword() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <PasswordInput
      name="password"
      autoComplete="current-password"
      fullWidth
      label={t('auth.signIn.password')}
      showLabel={t('auth.password.show')}
      hideLabel={t('auth.password.hide')}
    />
  );
}

const meta = preview.meta({
  title: 'Design system/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', name: 'password', autoComplete: 'current-password', fullWidth: true },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}>{Story()}</div>],
});

export const Hidden = meta.story({
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Password');
    await userEvent.type(field, 'correct horse');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
});

export const ShownAndHiddenAgain = meta.story({
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Password');
    await userEvent.type(field, 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveValue('correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(field).toHaveAttribute('type', 'password');
  },
});

export const Invalid = meta.story({
  args: { error: true, helperText: 'Enter your password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  render: () => <SignInPassword />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إظهار كلمة المرور' }));
    await expect(canvas.getByRole('button', { name: 'إخفاء كلمة المرور' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
});
