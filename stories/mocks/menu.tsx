import { createElement } from 'react';
import en from '../../locales/en.json';
import ar from '../../locales/ar.json';
import type { NavigationEntry } from '../../src/design-system/index.ts';
import { menuEntries, type NavigationContext } from '../../src/app/routing/navigation.ts';

const messages = { en, ar } as const;

const lookup = (catalogue: unknown, id: string): string =>
  id
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    ) as string;

/** The menu the route table offers in `ctx`, labelled as the portal labels it. */
export function menuFor(
  ctx: Partial<NavigationContext> & { userType: number | null },
  language: 'en' | 'ar' = 'en',
  /** The open-report count the layout reads for the admins' "Reported issues" entry. */
  openIssueReports?: number,
  /** The unread count the layout reads for everyone's "Notifications" entry. */
  unreadNotifications?: number,
): NavigationEntry[] {
  const badges = {
    openIssueReports:
      openIssueReports === undefined
        ? undefined
        : { count: openIssueReports, label: `${openIssueReports} open reports` },
    unreadNotifications:
      unreadNotifications === undefined
        ? undefined
        : { count: unreadNotifications, label: `${unreadNotifications} unread` },
  };
  const full: NavigationContext = {
    hasOrganisation: true,
    features: [],
    wide: true,
    hasPublishedContent: false,
    ...ctx,
  };
  return menuEntries(full).map(({ path, label, icon, badge }) => ({
    path,
    label: lookup(messages[language], label),
    icon: createElement(icon, { fontSize: 'small' }),
    ...(badge && badges[badge] ? { badge: badges[badge] } : {}),
  }));
}
