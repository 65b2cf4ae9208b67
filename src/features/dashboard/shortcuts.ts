/** The dashboard's cards: each links to a screen the menu does not hold (the app decides which). */
export type ShortcutKey =
  | 'requests'
  | 'contentAreas'
  | 'terms'
  | 'registrationFeedback'
  | 'calendar'
  | 'usage'
  | 'reportedIssues'
  | 'notifications';

export interface Shortcut {
  key: ShortcutKey;
  path: string;
}

/** What the portal's layout hands its routes (react-router's outlet context). */
export interface DashboardOutletContext {
  shortcuts: Shortcut[];
}
