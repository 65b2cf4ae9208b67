export * from './errors.ts';
export * from './health.ts';
export * from './roles.ts';
export * from './role-schemas.ts';
export * from './permissions.ts';
export * from './organisation.ts';
export * from './reader-language.ts';
export * from './user.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './sso.ts';
// Signing in and out, the session, single sign-on and the second factor's sign-in step.
export * from './auth-endpoints.ts';
export * from './profile.ts';
export * from './families.ts';
export * from './mail.ts';
export * from './pagination.ts';
export * from './organisations.ts';
// Organisation areas, a user's areas within them, and an area's videos.
export * from './areas.ts';
export * from './users-admin.ts';
// The admin's app users: the list, one user, invitations, seats and app codes.
export * from './app-users-endpoints.ts';
export * from './videos.ts';
export * from './text.ts';
export * from './app.ts';
export * from './app-activity.ts';
export * from './hospital-information.ts';
export * from './hospital-information-sanitise.ts';
export * from './hospital-information-endpoints.ts';
// Terms of use, document signing and registration feedback.
export * from './terms.ts';
export * from './feedback.ts';
export * from './issue-reports.ts';
// calendar: the portal's events.
export * from './events.ts';
export * from './calendar-feed.ts';
// usage: analytics.
export * from './usage.ts';
// The three-word code that signs the patients' app in as a child.
export * from './family-app-code.ts';
// A guardian's pages about their children.
export * from './family-children.ts';
// Who may see what of a child: link levels, the young person's say.
export * from './family-access.ts';
// The family model's links, settings and a guardian's own children.
export * from './families-endpoints.ts';
// time: the zone and how dates read, shared by the portal and the server.
export * from './time.ts';
export * from './messages.ts';
export * from './site-path.ts';
// Staff MFA: second factors (authenticator apps, passkeys, recovery codes).
export * from './second-factor.ts';
// The notification centre: what a person is told, read in their language.
export * from './notifications.ts';
// Push to one's devices: subscriptions and the kinds each chose.
export * from './push.ts';
export * from './app-code-card.ts';
export * from './endpoint.ts';
