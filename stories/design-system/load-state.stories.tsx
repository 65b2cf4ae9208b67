import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { LoadFailed, LoadingBlocks } from '../../src/design-system/index.ts';
import { LoadError, Loading } from '../../src/lib/index.ts';

/** A screen's data did not load: what, why, and Retry — the one way every feature says it. */
const meta = preview.meta({
  title: 'Design system/Load state',
  component: LoadFailed,
  args: {
    title: 'The areas could not be loaded.',
    detail: 'Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
});

export const Failed = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'The areas could not be loaded. Check your connection and try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

/** As a feature shows it: the message id of what failed and the failed load's error, translated. */
export const FailedInArabic = meta.story({
  globals: { locale: 'ar' },
  render: (args) => (
    <LoadError title="areas.loadFailed" error={new TypeError('offline')} onRetry={args.onRetry} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'تعذّر تحميل الأقسام. تحقق من اتصالك وحاول مرة أخرى.',
    );
    await expect(canvas.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible();
  },
});

export const LoadingPlaceholders = meta.story({
  render: () => <LoadingBlocks label="Loading" heights={[72, 72, 160]} />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children).toHaveLength(3);
  },
});

export const LoadingInArabic = meta.story({
  globals: { locale: 'ar' },
  render: () => <Loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'جارٍ التحميل' })).toBeVisible();
  },
});
