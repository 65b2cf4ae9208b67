import { z } from 'zod';
import { text } from './text.ts';
import { languageSchema } from './organisation.ts';
import { APP_CODE_ALPHABET } from './profile.ts';

/**
 * The patients' app API (/api/app/…): a child account signs in with its organisation's url_code and
 * its six-character app code, and gets a session of its own (type 3) that only these calls accept.
 */

/** Prefix of every app call: the server refuses portal tokens under it and app tokens elsewhere. */
export const APP_API_PREFIX = '/api/app/';

/**
 * The code as a patient may type it: any case, and with the dash or space of its printed form
 * (ABC-DEF); it is compared in its stored form.
 */
export const appCodeSchema = text()
  .trim()
  .toUpperCase()
  .overwrite((code) => code.replace(/[-\s]/g, ''))
  .regex(new RegExp(`^[${APP_CODE_ALPHABET}]{6}$`), 'An app code is six letters and digits, like ABC-DEF');

export const appSignInRequestSchema = z
  .strictObject({
    url_code: text().trim().min(1).max(64),
    app_code: appCodeSchema,
  })
  .meta({ id: 'AppSignInRequest' });

/** Who the app is signed in as: what the app shows, nothing the hospital keeps about the child. */
export const appPatientSchema = z
  .object({
    id: z.uuid(),
    first_name: text(),
    organisation_id: z.uuid(),
  })
  .meta({ id: 'AppPatient' });
export type AppPatient = z.infer<typeof appPatientSchema>;

/** The organisation as the app themes itself with it. */
export const appOrganisationSchema = z
  .object({
    id: z.uuid(),
    name: text(),
    url_code: text(),
    language: languageSchema,
    logo_url: text().nullable(),
    white_logo_url: text().nullable(),
    brand_color: text().nullable(),
    features: z.array(text()),
  })
  .meta({ id: 'AppOrganisation' });
export type AppOrganisation = z.infer<typeof appOrganisationSchema>;

export const appTokensSchema = z
  .object({
    access_token: text(),
    /** The app keeps it; every refresh spends it and answers a new one. */
    refresh_token: text(),
    /** Access-token expiry, in milliseconds since the epoch. */
    exp: z.number().int(),
  })
  .meta({ id: 'AppTokens' });
export type AppTokens = z.infer<typeof appTokensSchema>;

export const appSessionSchema = appTokensSchema
  .extend({ patient: appPatientSchema, organisation: appOrganisationSchema })
  .meta({ id: 'AppSession' });
export type AppSession = z.infer<typeof appSessionSchema>;

export const appMeSchema = z
  .object({ exp: z.number().int(), patient: appPatientSchema, organisation: appOrganisationSchema })
  .meta({ id: 'AppMe' });
export type AppMe = z.infer<typeof appMeSchema>;

export const appRefreshRequestSchema = z
  .strictObject({ refresh_token: text().min(1).max(512) })
  .meta({ id: 'AppRefreshRequest' });

// Inline rather than a named schema: the route takes it nullish, and the document describes that best inline.
export const appSignOutRequestSchema = z.strictObject({ refresh_token: text().min(1).max(512).optional() });
