import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ShortcutKey } from '../../features/dashboard/index.ts';

/** Feature codes of an organisation's 'Features' content items that open routes and menu entries. */
export const FEATURE = {
  questionnaires: 'Questionnaires',
  videos: 'VideoContent',
  quizzes: 'xplr-fea-quiz',
  missions: 'xplr-fea-misn',
  reporting: 'xplr-fea-repo',
} as const;
export type FeatureCode = (typeof FEATURE)[keyof typeof FEATURE];

/**
 * Who an entry is offered to. 'admin' is the organisation admin (type 1) and a super admin who has
 * selected an organisation: they act as its admin, so they see its admin entries (a product decision).
 */
export type Audience = 'everyone' | 'guardian' | 'admin' | 'superAdmin';

/** One audience of a menu entry or shortcut, with the conditions it holds for them. */
export interface Offer {
  to: Audience;
  /** The organisation must have this feature. */
  feature?: FeatureCode;
  /** Offered on wide screens only (the screen needs the room). */
  wideOnly?: boolean;
  /** Offered only once the organisation has published hospital information. */
  needsPublishedContent?: boolean;
  /** The entry's label for this audience when it differs from the route's (a message id). */
  label?: string;
}

/** A count the layout shows beside a menu entry (it reads the figure; the table only names it). */
export type MenuBadge = 'openIssueReports';

/**
 * Who may open a route. Public routes are matched by prefix (their sub-paths are public too). A
 * private route names the user types besides the super admin, who may open every route; `feature`
 * lets an organisation admin in only when their organisation has it.
 */
export type Access = { public: true } | { public?: false; types: readonly (1 | 2)[]; feature?: FeatureCode };

export type Screen = () => Promise<ComponentType>;

export interface AppRoute {
  /** A react-router pattern (`:param` for the spec's `[param]`). */
  path: string;
  /** The frame around the screen: the sign-in pages', the portal's, or none. */
  layout: 'auth' | 'app' | 'bare';
  screen: Screen;
  access: Access;
  /**
   * The screen works without an organisation. Every other private screen an admin may open acts
   * within one: a super admin who has selected none is asked to choose one there.
   */
  withoutOrganisation?: true;
  menu?: { label: string; icon: SvgIconComponent; order: number; offer: readonly Offer[]; badge?: MenuBadge };
  shortcut?: { key: ShortcutKey; order: number; offer: readonly Offer[] };
}
