import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Permission } from '../../api/contracts/permissions.ts';
import type { ShortcutKey } from '../../features/dashboard/index.ts';

/** The organisation feature a menu entry may need beyond its route's permission. */
export const FEATURE = { questionnaires: 'Questionnaires' } as const;
export type FeatureCode = (typeof FEATURE)[keyof typeof FEATURE];

/**
 * Who an entry is offered to. 'admin' is the organisation admin and a super admin who has selected
 * an organisation: they act as its admin, so they see its admin entries (a product decision).
 * 'staff' is a staff account (type 4), such as a safeguarding contact. Each audience is offered the
 * entry only where the route's permission grants its role (and the organisation has the
 * permission's feature).
 */
export type Audience = 'everyone' | 'guardian' | 'staff' | 'admin' | 'superAdmin';

/** One audience of a menu entry or shortcut, with the conditions it holds for them. */
export interface Offer {
  to: Audience;
  /** The organisation must have this feature, besides any its route's permission names. */
  feature?: FeatureCode;
  /** Offered on wide screens only (the screen needs the room). */
  wideOnly?: boolean;
  /** Offered only once the organisation has published hospital information. */
  needsPublishedContent?: boolean;
  /** The entry's label for this audience when it differs from the route's (a message id). */
  label?: string;
}

/** A count the layout shows beside a menu entry (it reads the figure; the table only names it). */
export type MenuBadge = 'openIssueReports' | 'unreadNotifications';

/**
 * Who may open a route. Public routes are matched by prefix (their sub-paths are public too). A
 * private route names its permission in the table of src/api/contracts/permissions.ts; the super
 * admin may open every route. `openWithoutFeature`: the permission's roles may open the screen even
 * when their organisation lacks the permission's feature (the first specification's guard lists
 * open these screens to admins; the screen and the API say the feature is off).
 */
export type Access = { public: true } | { public?: false; permission: Permission; openWithoutFeature?: true };

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
