import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { SuperAdminBanner } from '../../src/design-system/index.ts';

const meta = preview.meta({
  title: 'Shell/SuperAdminBanner',
  component: SuperAdminBanner,
  args: { organisationName: "St Mary's Children's Hospital (demo)", onUnselect: fn() },
});

export const Unselect = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unselect' }));
    await expect(args.onUnselect).toHaveBeenCalledOnce();
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar' },
  args: {
    organisationName: 'مستشفى سانت ماري',
    text: {
      greeting: 'مرحبًا أيها المسؤول العام',
      active: (name: string) => `المؤسسة النشطة: ${name}`,
      unselect: 'إلغاء التحديد',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إلغاء التحديد' })).toBeVisible();
  },
});

export const Branded = meta.story({ parameters: { branding: { primary: '#8a1c7c' } } });
