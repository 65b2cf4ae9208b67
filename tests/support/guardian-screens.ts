/**
 * Every screen a guardian uses (their menu's, a report's thread, a child's calendar and app use):
 * the reflow test walks them at 320 px and `bench/lighthouse.ts` measures each on the mobile preset.
 */
export const GUARDIAN_SCREENS = [
  '/',
  '/notifications',
  '/account',
  '/questionnaires/answer',
  '/hospital-information',
  '/family-videos',
  '/report',
  '/requests',
  '/calendar',
  '/usage',
  '/app-privacy',
  '/trust',
] as const;
