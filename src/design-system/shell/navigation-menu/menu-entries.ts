/** Feature codes of the organisation's 'Features' content items that switch menu entries. */
export const FEATURE = {
  questionnaires: 'Questionnaires',
  videos: 'VideoContent',
  quizzes: 'xplr-fea-quiz',
  missions: 'xplr-fea-misn',
  reporting: 'xplr-fea-repo',
} as const;

export type MenuKey =
  | 'dashboard'
  | 'account'
  | 'hospitalInformation'
  | 'appPrivacy'
  | 'trust'
  | 'report'
  | 'questionnaires'
  | 'appUsers'
  | 'organisationAreas'
  | 'videos'
  | 'quizzes'
  | 'missions'
  | 'reporting'
  | 'organisations'
  | 'reports';

export interface MenuEntry {
  key: MenuKey;
  path: string;
}

export interface MenuContext {
  /** Spec §6 user type; null when signed out. */
  userType: number | null;
  /** Enabled feature codes of the user's organisation. */
  features: readonly string[];
  /** A wide screen (some admin entries exist only there). */
  wide: boolean;
  /** The organisation has published hospital information (guardians see it only then). */
  hasPublishedContent: boolean;
}

const entry = (key: MenuKey, path: string): MenuEntry => ({ key, path });

/** The navigation entries of spec §2 for a user, their organisation's features and the screen. */
export function menuEntries({ userType, features, wide, hasPublishedContent }: MenuContext): MenuEntry[] {
  if (userType === null) return [];
  const has = (code: string) => features.includes(code);
  const entries = [entry('dashboard', '/'), entry('account', '/account')];
  if (userType === 2) {
    if (hasPublishedContent) entries.push(entry('hospitalInformation', '/hospital-information'));
    entries.push(entry('appPrivacy', '/app-privacy'), entry('trust', '/trust'), entry('report', '/report'));
  }
  if (userType === 1) {
    if (has(FEATURE.questionnaires) && wide) entries.push(entry('questionnaires', '/questionnaires'));
    entries.push(
      entry('hospitalInformation', '/hospital-information'),
      entry('appUsers', '/app-users'),
      entry('organisationAreas', '/organisation-areas'),
    );
    if (has(FEATURE.videos) && wide) entries.push(entry('videos', '/videos/uploaded'));
    if (has(FEATURE.quizzes)) entries.push(entry('quizzes', '/quizzes'));
    if (has(FEATURE.missions)) entries.push(entry('missions', '/missions'));
    if (has(FEATURE.reporting)) entries.push(entry('reporting', '/reporting'));
  }
  if (userType === 0) {
    entries.push(entry('organisations', '/organisations'), entry('reports', '/reports'), entry('reporting', '/reporting'));
  }
  return entries;
}
