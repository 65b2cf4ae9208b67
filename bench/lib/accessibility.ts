import type { AccessibilityScore } from './browser.ts';

/** The main screens: a visitor's, a guardian's and an organisation admin's. */
export const MAIN_SCREENS = {
  visitor: ['/login', '/auth/forgot-password', '/register'],
  guardian: ['/', '/content-areas', '/calendar', '/usage', '/account'],
  admin: ['/', '/app-users', '/videos', '/questionnaires', '/hospital-information', '/reporting'],
};

export function accessibilityLine(s: AccessibilityScore): string {
  const failing = s.failing.length ? ` — failing: ${s.failing.join(', ')}` : '';
  return `${s.who} ${s.path} [${s.language}]: ${s.score}${failing}`;
}
