/**
 * Values the portal needs before its first paint, in a module without zod: the contracts (zod and
 * every schema, some 20 kB and tens of milliseconds of CPU) load only where a screen checks an
 * answer, not before a signed-out /login shows. The contracts re-export them.
 */

/** The portal's languages (the wire codes). */
export const LANGUAGES = ['en', 'ar', 'es'] as const;

/**
 * The header by which the portal (a browser) names itself: its refresh token then travels only in
 * the HttpOnly session cookie, never in a body, and cookie-carried calls need this header (a
 * cross-site form cannot send it).
 */
export const CLIENT_HEADER = 'x-lantern-client';
export const PORTAL_CLIENT = 'portal';

/** The media type of an .xlsx workbook: the exports' answers and files. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The media type of an iCalendar file: an event's .ics and a guardian's calendar feed. */
export const ICS_TYPE = 'text/calendar; charset=utf-8';

/** The media types of the answers' FHIR exports: a Bundle, and Bulk Data's one resource a line. */
export const FHIR_JSON_TYPE = 'application/fhir+json';
export const FHIR_NDJSON_TYPE = 'application/fhir+ndjson';
