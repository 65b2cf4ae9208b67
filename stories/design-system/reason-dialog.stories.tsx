import { useState } from 'react';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ReasonDialog } from '../../src/design-system/index.ts';

interface DemoProps {
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  busy?: boolean;
  startOpen?: boolean;
}

/** The data requests' refusal as the feature words it: a button that asks why, then closes. */
function RefuseDemo({ onConfirm, onCancel, busy, startOpen = true }: DemoProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(startOpen);
  return (
    <div style={{ padding: 24 }}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('dataRequests.queue.refuse')}
      </Button>
      <ReasonDialog
        open={open}
        title={t('dataRequests.refuseDialog.title', { name: 'Maya Haddad' })}
        message={t('dataRequests.refuseDialog.message')}
        label={t('dataRequests.refuseDialog.reason')}
        confirmLabel={t('dataRequests.refuseDialog.confirm')}
        cancelLabel={t('ds.confirmDialog.cancel')}
        required
        busy={busy}
        onConfirm={(reason) => {
          onConfirm(reason);
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
  title: 'Design system/ReasonDialog',
  component: RefuseDemo,
  args: { onConfirm: fn(), onCancel: fn() },
});

export const WaitsForAReason = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await canvas.findByRole('dialog', { name: 'Refuse the deletion requested by Maya Haddad?' });
    await expect(canvas.getByRole('button', { name: 'Refuse' })).toBeDisabled();
  },
});

export const BlankIsNotAReason = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const canvas = page(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Reason/ }), '   ');
    await expect(canvas.getByRole('button', { name: 'Refuse' })).toBeDisabled();
  },
});

export const Confirm = meta.story({
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = page(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Reason/ }),
      '  Records must be kept for 25 years.  ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Records must be kept for 25 years.');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

export const StartsBlankEachTime = meta.story({
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const body = page(canvasElement);
    await userEvent.type(await body.findByRole('textbox', { name: /Reason/ }), 'A first thought');
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(await body.findByRole('textbox', { name: /Reason/ })).toHaveValue('');
  },
});

export const Closed = meta.story({
  args: { startOpen: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(await page(canvasElement).findByRole('dialog')).toBeVisible();
  },
});

export const Busy = meta.story({
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await canvas.findByRole('dialog');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(
      await canvas.findByRole('dialog', { name: 'هل ترفض الحذف الذي طلبه Maya Haddad؟' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'رفض' })).toBeDisabled();
  },
});
