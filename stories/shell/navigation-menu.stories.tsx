import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { NavigationMenu } from '../../src/design-system/index.ts';
import { menuFor } from '../mocks/menu.tsx';

const allFeatures = ['Questionnaires', 'VideoContent', 'xplr-fea-quiz', 'xplr-fea-misn', 'xplr-fea-repo'];

const meta = preview.meta({
  title: 'Shell/NavigationMenu',
  component: NavigationMenu,
  parameters: { layout: 'padded' },
  args: {
    entries: menuFor({ userType: 1, features: allFeatures }),
    signedIn: true,
    wide: true,
    activePath: '/app-users',
    productSiteUrl: 'https://lantern.example',
    onLogout: fn(),
  },
});

/** A wide screen with room for every entry: all in the row (narrower screens: Shell/Header). */
export const AdminWide = meta.story({
  parameters: {
    viewport: { options: { wide: { name: '1920 px', styles: { width: '1920px', height: '800px' } } } },
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    for (const name of [
      'Dashboard',
      'Account',
      'Questionnaires',
      'App users',
      'Areas',
      'Videos',
      'Quizzes',
      'Missions',
      'Reporting',
      'Messages',
    ]) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'App users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
});

/** The admins' "Reported issues" entry carries the count of open reports, read out after its label. */
export const AdminWithOpenReports = meta.story({
  args: { entries: menuFor({ userType: 1 }, 'en', 3) },
  play: async ({ canvas }) => {
    const entry = canvas.getByRole('link', { name: 'Reported issues (3 open reports)' });
    await expect(entry).toHaveAttribute('href', '/report');
    await expect(entry).toHaveTextContent('Reported issues3');
  },
});

/** On a phone the count sits in the dropdown menu's entry. */
export const AdminPhoneWithOpenReports = meta.story({
  args: { entries: menuFor({ userType: 1, wide: false }, 'en', 3), wide: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(
      await within(document.body).findByRole('menuitem', { name: 'Reported issues (3 open reports)' }),
    ).toBeVisible();
  },
});

/** Everyone's "Notifications" entry carries the unread count, read out after its label. */
export const WithUnreadNotifications = meta.story({
  args: { entries: menuFor({ userType: 2, hasPublishedContent: true }, 'en', undefined, 4) },
  play: async ({ canvas }) => {
    const entry = canvas.getByRole('link', { name: 'Notifications (4 unread)' });
    await expect(entry).toHaveAttribute('href', '/notifications');
    await expect(entry).toHaveTextContent('Notifications4');
  },
});

/** On a phone the unread count is on the menu button itself, and again on the entry inside. */
export const PhoneWithUnreadNotifications = meta.story({
  args: {
    entries: menuFor({ userType: 2, wide: false }, 'en', undefined, 4),
    wide: false,
    menuBadge: { count: 4, label: 'Menu, 4 unread notifications' },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu, 4 unread notifications' });
    await expect(button).toHaveTextContent('4');
    await userEvent.click(button);
    await expect(
      await within(document.body).findByRole('menuitem', { name: 'Notifications (4 unread)' }),
    ).toBeVisible();
  },
});

/** Nothing unread: the button is plain "Menu", with no count. */
export const PhoneWithNothingUnread = meta.story({
  args: {
    entries: menuFor({ userType: 2, wide: false }, 'en', undefined, 0),
    wide: false,
    menuBadge: { count: 0, label: 'Menu' },
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).not.toHaveTextContent('0');
  },
});

/**
 * A staff account (a safeguarding contact): the dashboard, their notifications with the unread
 * count, their account and the duty-of-care queue — no admin screen.
 */
export const StaffWide = meta.story({
  args: { entries: menuFor({ userType: 4, features: allFeatures }, 'en', undefined, 1), activePath: '/' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    // The portal's own entries (the product site's link aside).
    const paths = nav.getAllByRole('link').map((l) => l.getAttribute('href'));
    await expect(paths.filter((p) => p?.startsWith('/'))).toEqual([
      '/',
      '/notifications',
      '/account',
      '/questionnaires/flags',
    ]);
    await expect(nav.getByRole('link', { name: 'Notifications (1 unread)' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Duty-of-care flags' })).toBeVisible();
  },
});

/** On a staff account's phone the queue and the unread count are one tap away. */
export const StaffPhone = meta.story({
  args: {
    entries: menuFor({ userType: 4, features: allFeatures, wide: false }, 'en', undefined, 1),
    wide: false,
    menuBadge: { count: 1, label: 'Menu, 1 unread notification' },
    activePath: '/',
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu, 1 unread notification' }));
    const body = within(document.body);
    await expect(await body.findByRole('menuitem', { name: 'Duty-of-care flags' })).toHaveAttribute(
      'href',
      '/questionnaires/flags',
    );
    await expect(body.getByRole('menuitem', { name: 'Notifications (1 unread)' })).toBeVisible();
    await expect(body.queryByRole('menuitem', { name: 'Questionnaires' })).toBeNull();
  },
});

export const StaffRightToLeft = meta.story({
  globals: { locale: 'ar' },
  args: {
    text: { navigation: 'التنقل الرئيسي', logout: 'تسجيل الخروج', productSite: 'عن لانترن' },
    entries: menuFor({ userType: 4, features: allFeatures }, 'ar'),
    activePath: '/',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'تنبيهات واجب الرعاية' })).toBeVisible();
  },
});

export const AdminWithoutFeatures = meta.story({
  args: { entries: menuFor({ userType: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Videos' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Questionnaires' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'App users' })).toBeVisible();
  },
});

export const SuperAdmin = meta.story({
  args: { entries: menuFor({ userType: 0, hasOrganisation: false }), activePath: '/' },
  play: async ({ canvas }) => {
    for (const name of ['Organisations', 'Reports', 'Reporting', 'Messages', 'Audit', 'Data requests'])
      await expect(canvas.getByRole('link', { name })).toBeVisible();
  },
});

/** A super admin who selected an organisation also gets its admin entries, gated by its features. */
export const SuperAdminWithOrganisation = meta.story({
  args: {
    entries: menuFor({ userType: 0, hasOrganisation: true, features: ['VideoContent'] }),
    activePath: '/',
    productSiteUrl: undefined,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    await expect(links).toEqual([
      'Dashboard',
      'Notifications',
      'Account',
      'Hospital information',
      'Reported issues',
      'App users',
      'Areas',
      'Videos',
      'Organisations',
      'Reports',
    ]);
    // The row is full at this width: the last entries wait in its More menu.
    await userEvent.click(within(nav).getByRole('button', { name: 'More' }));
    for (const name of ['Reporting', 'Messages', 'Audit', 'Data requests'])
      await expect(await within(document.body).findByRole('menuitem', { name })).toBeVisible();
  },
});

export const GuardianSmallScreen = meta.story({
  args: {
    wide: false,
    entries: menuFor({ userType: 2, wide: false, hasPublishedContent: true }),
    activePath: '/',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    // The menu's code loads on its first opening, then it fades in.
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toBeVisible());
    for (const name of [
      'Dashboard',
      'Account',
      'Hospital information',
      'App privacy',
      'Why trust us',
      'Report an issue',
    ]) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeVisible();
    }
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
});

export const SignedOutWide = meta.story({
  args: { entries: [], signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
});

export const SignedOutSmallScreen = meta.story({
  args: { entries: [], signedIn: false, wide: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar' },
  args: {
    text: { navigation: 'التنقل الرئيسي', logout: 'تسجيل الخروج', productSite: 'عن لانترن' },
    entries: menuFor({ userType: 1 }, 'ar'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'مستخدمو التطبيق' })).toBeVisible();
  },
});

export const Branded = meta.story({ parameters: { branding: { primary: '#8a1c7c' } } });
