export { DashboardPage } from './components/dashboard-page.tsx';
export { DashboardRoute } from './components/dashboard-route.tsx';
export type { DashboardOutletContext, Shortcut, ShortcutKey } from './shortcuts.ts';
