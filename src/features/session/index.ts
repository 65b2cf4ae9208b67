export { sessionAtom, signedInAtom } from './atoms.ts';
export { createSessionTokenSource } from './token-source.ts';
export { COOKIE, type StoredSession } from './cookies.ts';
export { RECHECK_INTERVAL_MS, REFRESH_MARGIN_MS, needsRefresh, tokenExpiry } from './expiry.ts';
export { signOut, sessionTimedOut, clearSessionTimedOut, type SignOutReason } from './sign-out.ts';
export { useSessionLifecycle } from './use-session-lifecycle.ts';
export { savedLanguageAtom, languageAtom, resolveLanguage } from './language.ts';
export { organisationHeaders, ORGANISATION_HEADER } from './organisation-header.ts';
export { useOrganisationSelection, unselectOrganisation } from './use-organisation-selection.ts';
