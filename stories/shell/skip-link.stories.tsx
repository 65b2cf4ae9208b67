import { useIntl } from 'react-intl';
import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { SkipLink } from '../../src/design-system/index.ts';

/** The skip link as a page has it: first, before a menu of links, with the page's <main> after them. */
function PageWithMenu({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div style={{ position: 'relative', minHeight: 240 }}>
      <SkipLink label={label ?? intl.formatMessage({ id: 'a11y.skipToContent' })} />
      <nav aria-label="Menu" style={{ display: 'flex', gap: 16, padding: 56 }}>
        <a href="#dashboard">Dashboard</a>
        <a href="#users">App users</a>
        <a href="#videos">Videos</a>
      </nav>
      <main style={{ padding: 16 }}>
        <h1>App users</h1>
      </main>
    </div>
  );
}

const meta = preview.meta({
  title: 'Shell/SkipLink',
  component: SkipLink,
  render: (args) => <PageWithMenu label={args.label} />,
});

/** Out of sight (clipped to one pixel, still in the Tab order) until it has focus. */
export const Hidden = meta.story({
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
});

/** The first Tab shows it over the page; Enter moves focus to <main>, so the next Tab is in the content. */
export const FocusedThenFollowed = meta.story({
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(20);
    await expect(getComputedStyle(skip).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
});

/** In Arabic it reads in Arabic and shows at the page's start: the right-hand edge. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    const skip = canvas.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    const frame = canvasElement.getBoundingClientRect();
    const box = skip.getBoundingClientRect();
    await expect(frame.right - box.right).toBeLessThan(box.left - frame.left);
  },
});

/** On a phone, shown on focus within the screen's width. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
});
