import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { TextInput } from '../../src/design-system/index.ts';

/** The sign-in's e-mail field, controlled, in the story's language. */
function EmailField({ invalid = false }: { invalid?: boolean }) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  return (
    <div style={{ padding: 24, maxWidth: 420 }}>
      <TextInput
        name="email"
        type="email"
        autoComplete="email"
        fullWidth
        required
        label={intl.formatMessage({ id: 'auth.signIn.email' })}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={invalid}
        helperText={invalid ? intl.formatMessage({ id: 'auth.signIn.emailInvalid' }) : undefined}
      />
    </div>
  );
}

const meta = preview.meta({
  title: 'Design system/TextInput',
  component: TextInput,
  args: { label: 'E-mail address', name: 'email', type: 'email', fullWidth: true },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}>{Story()}</div>],
});

export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'nurse@example.org');
    await expect(field).toHaveValue('nurse@example.org');
  },
});

export const WithHelperText = meta.story({
  args: { helperText: 'The address your hospital invited.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'The address your hospital invited.',
    );
  },
});

export const Invalid = meta.story({
  render: () => <EmailField invalid />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /E-mail address/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter a valid e-mail address');
  },
});

export const Disabled = meta.story({
  args: { disabled: true, value: 'nurse@example.org' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toBeDisabled();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  render: () => <EmailField invalid />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ })).toBeVisible();
  },
});
