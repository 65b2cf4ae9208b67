import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FormDialogActions, TextInput } from '../../src/design-system/index.ts';

const FORM_ID = 'rename-person';

interface DemoProps {
  onSubmit: (name: string) => void;
  onCancel: () => void;
  busy?: boolean;
  startOpen?: boolean;
}

/** A dialog holding a one-field form; its footer's submit button sends the form from outside it. */
function RenameDemo({ onSubmit, onCancel, busy, startOpen = true }: DemoProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(startOpen);
  const [name, setName] = useState('Maya Haddad');
  const close = () => setOpen(false);
  return (
    <div style={{ padding: 24 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('ds.form.name')}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm">
        <DialogTitle>{t('ds.form.name')}</DialogTitle>
        <DialogContent>
          <form
            id={FORM_ID}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit(name);
              close();
            }}
          >
            <TextInput
              label={t('ds.form.name')}
              fullWidth
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </form>
        </DialogContent>
        <FormDialogActions
          formId={FORM_ID}
          busy={busy}
          cancelLabel={t('ds.confirmDialog.cancel')}
          submitLabel={t('ds.form.submit')}
          onCancel={() => {
            onCancel();
            close();
          }}
        />
      </Dialog>
    </div>
  );
}

/** The dialog renders in a portal on the document body, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = preview.meta({
  title: 'Design system/FormDialogActions',
  component: RenameDemo,
  args: { onSubmit: fn(), onCancel: fn() },
});

export const SubmitsTheForm = meta.story({
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = page(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Full name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Maya Haddad-Smith');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Maya Haddad-Smith');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

export const Cancel = meta.story({
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Closed = meta.story({
  args: { startOpen: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Full name' }));
    await expect(await page(canvasElement).findByRole('dialog')).toBeVisible();
  },
});

export const Busy = meta.story({
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'حفظ' })).toBeEnabled();
  },
});
