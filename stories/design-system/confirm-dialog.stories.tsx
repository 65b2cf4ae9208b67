import { useState } from 'react';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from '../../src/design-system/index.ts';

type DemoProps = Pick<ConfirmDialogProps, 'onConfirm' | 'onCancel' | 'destructive' | 'busy'> & {
  startOpen?: boolean;
};

/** A delete button that asks first, labelled in the story's language; the dialog closes on either answer. */
function DeleteAreaDemo({ onConfirm, onCancel, destructive, busy, startOpen = true }: DemoProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `ds.confirmDialog.${key}` });
  const [open, setOpen] = useState(startOpen);
  return (
    <div style={{ padding: 24 }}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('title')}
        message={t('message')}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        busyLabel={t('busy')}
        destructive={destructive}
        busy={busy}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </div>
  );
}

/** The dialog renders in a portal on the document body, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = preview.meta({
  title: 'Design system/ConfirmDialog',
  component: DeleteAreaDemo,
  args: { onConfirm: fn(), onCancel: fn(), destructive: true },
});

export const Open = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this area?' });
    await expect(dialog).toHaveTextContent(/cannot be undone/);
  },
});

export const Confirm = meta.story({
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

export const Cancel = meta.story({
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

export const EscapeCancels = meta.story({
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = page(canvasElement);
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
});

export const Closed = meta.story({
  args: { startOpen: false },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = page(canvasElement);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete area' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this area?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
});

export const NotDestructive = meta.story({
  args: { destructive: false },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    // a non-destructive confirmation takes the focus, so Enter confirms
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus());
  },
});

export const Busy = meta.story({
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = page(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'هل تريد حذف هذه المنطقة؟' });
    // portalled to <body>, the dialog still reads right-to-left
    await expect(dialog.closest('[dir="rtl"]')).not.toBeNull();
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'إلغاء' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#fff9c4' } },
  args: { destructive: false },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const confirm = await canvas.findByRole('button', { name: 'Delete' });
    // the dialog fades in
    await waitFor(() => expect(confirm).toBeVisible());
  },
});
