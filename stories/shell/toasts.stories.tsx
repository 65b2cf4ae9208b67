import { expect, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import preview from '../../.storybook/preview.tsx';
import { useToast } from '../../src/design-system/index.ts';

/** Buttons firing each kind of toast (Providers already wraps every story in the ToastProvider). */
function ToastDemo() {
  const toast = useToast();
  return (
    <Stack direction="row" spacing={1} sx={{ p: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => toast.show('Saved as draft')}>
        Default
      </Button>
      <Button variant="outlined" onClick={() => toast.success('The user was invited')}>
        Success
      </Button>
      <Button variant="outlined" onClick={() => toast.error('The upload failed')}>
        Error
      </Button>
      <Button variant="outlined" onClick={() => toast.loading('Exporting 1,204 rows…')}>
        Loading
      </Button>
      <Button variant="outlined" onClick={() => toast.dismiss()}>
        Dismiss all
      </Button>
      <Button
        variant="outlined"
        onClick={() => {
          const checking = toast.loading('Checking the file…');
          toast.dismiss(checking);
          toast.success('The file is ready');
        }}
      >
        Check at once
      </Button>
    </Stack>
  );
}

const meta = preview.meta({ title: 'Shell/Toasts', component: ToastDemo });

export const EachKind = meta.story({
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await body.findByText('The user was invited')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await body.findByText('The upload failed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
    await expect(await body.findByText('Exporting 1,204 rows…')).toBeVisible();
  },
});

export const SuccessDisappearsAfterTwoSeconds = meta.story({
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await body.findByText('The user was invited')).toBeVisible();
    await expect(body.findByText('The user was invited', {}, { timeout: 100 })).resolves.toBeTruthy();
    // Still there after a second and a half, gone soon after two (a loaded machine's timers run late).
    await new Promise((r) => setTimeout(r, 1500));
    await expect(body.getByText('The user was invited')).toBeVisible();
    await waitFor(() => expect(body.queryByText('The user was invited')).toBeNull(), { timeout: 5000 });
  },
});

export const LoadingStaysUntilDismissed = meta.story({
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
    await new Promise((r) => setTimeout(r, 4500));
    await expect(body.getByText('Exporting 1,204 rows…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
    // Gone once dismissed (after its exit, however busy the machine).
    await waitFor(() => expect(body.queryByText('Exporting 1,204 rows…')).toBeNull());
  },
});

/**
 * The toasts' code loads with the first toast: what a screen puts up and takes down before it has
 * arrived never shows, and what it leaves up shows once it has, with its own duration.
 */
export const BeforeTheirCodeHasLoaded = meta.story({
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Check at once' }));
    await expect(await body.findByText('The file is ready')).toBeVisible();
    await expect(body.queryByText('Checking the file…')).toBeNull();
    await waitFor(() => expect(body.queryByText('The file is ready')).toBeNull(), { timeout: 5000 });
  },
});

export const RightToLeft = meta.story({ globals: { locale: 'ar' } });

export const Branded = meta.story({ parameters: { branding: { primary: '#0b7a75' } } });
