import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FormCheckbox, FormSelect, FormTextField } from '../../src/design-system/index.ts';

/** A feature's form schema: messages are locale keys, translated by the fields through `translateError`. */
const userSchema = z.object({
  name: z.string().trim().min(1, { message: 'ds.form.errors.nameRequired' }),
  email: z.email({ message: 'ds.form.errors.emailInvalid' }),
  role: z.enum(['1', '2'], { message: 'ds.form.errors.roleRequired' }),
  terms: z.boolean().refine((accepted) => accepted, { message: 'ds.form.errors.termsRequired' }),
});
type UserInput = z.input<typeof userSchema>;
type User = z.output<typeof userSchema>;

function UserForm({ onSubmit, defaults }: { onSubmit: (user: User) => void; defaults?: Partial<UserInput> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `ds.form.${id}` }, values);
  const translateError = (key: string) => intl.formatMessage({ id: key });
  const [saved, setSaved] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<UserInput, unknown, User>({
    resolver: zodResolver(userSchema),
    defaultValues: { name: '', email: '', role: undefined, terms: false, ...defaults },
  });
  const submit = handleSubmit((user) => {
    onSubmit(user);
    setSaved(user.name);
  });
  const common = { control, translateError };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ p: 3, maxWidth: 420 }}>
      <FormTextField {...common} name="name" label={t('name')} required />
      <FormTextField {...common} name="email" label={t('email')} type="email" required />
      <FormSelect
        {...common}
        name="role"
        label={t('role')}
        options={[
          { value: '1', label: t('roleAdmin') },
          { value: '2', label: t('roleGuardian') },
        ]}
      />
      <FormCheckbox {...common} name="terms" label={t('terms')} />
      <Button type="submit" variant="contained">
        {t('submit')}
      </Button>
      {saved ? <Typography role="status">{t('submitted', { name: saved })}</Typography> : null}
    </Stack>
  );
}

const meta = preview.meta({
  title: 'Design system/Form fields',
  component: UserForm,
  args: { onSubmit: fn() },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms of use' })).not.toBeChecked();
  },
});

export const ValidationErrors = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail address/ }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a name')).toBeVisible();
    await expect(canvas.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(canvas.getByText('Choose a role')).toBeVisible();
    await expect(canvas.getByText('Accept the terms to continue')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the terms of use' }),
    ).toHaveAccessibleDescription('Accept the terms to continue');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const ErrorsClearWhenFixed = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a name')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Layla Haddad');
    await waitFor(() => expect(canvas.queryByText('Enter a name')).toBeNull());
  },
});

export const Submitted = meta.story({
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Layla Haddad');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail address/ }), 'layla@stmarys.test');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
    // the menu opens in a portal outside the story's root
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Guardian' }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms of use' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved Layla Haddad');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Layla Haddad',
      email: 'layla@stmarys.test',
      role: '2',
      terms: true,
    });
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('أدخل اسمًا')).toBeVisible();
    await expect(canvas.getByText('وافق على الشروط للمتابعة')).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('Introduce un nombre')).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#ffeb3b' } },
  args: { defaults: { name: 'Omar Khan', email: 'omar@stmarys.test', role: '1', terms: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms of use' })).toBeChecked();
  },
});
