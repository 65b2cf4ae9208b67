import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { CookieConsent } from '../../src/design-system/index.ts';

const meta = preview.meta({
  title: 'Shell/CookieConsent',
  component: CookieConsent,
  args: { onChoose: fn() },
});

export const AcceptAll = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept all' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ productWebsite: true, analytics: true });
  },
});

export const NecessaryOnly = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Necessary only' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ productWebsite: false, analytics: false });
  },
});

export const ChoosePerCategory = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save my choice' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ productWebsite: false, analytics: true });
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar' },
  args: {
    text: {
      title: 'ملفات تعريف الارتباط',
      acceptAll: 'قبول الكل',
      necessaryOnly: 'الضرورية فقط',
      save: 'حفظ اختياري',
    },
  },
});

export const Branded = meta.story({ parameters: { branding: { primary: '#0b7a75' } } });
