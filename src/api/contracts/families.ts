import { z } from 'zod';
import { text } from './text.ts';
import { languageSchema } from './organisation.ts';
import { userTypeSchema } from './role-schemas.ts';
import { pageQuerySchema, pagedSchema } from './pagination.ts';
import {
  AGE_RANGE,
  REVIEW_MONTHS,
  accessLevelSchema,
  familyPartSchema,
  linkAccessSchema,
  linkAssentSchema,
} from './family-access.ts';

/** How a guardian is related to the child of a link. */
export const RELATIONSHIPS = ['parent', 'carer', 'other'] as const;
export const relationshipSchema = z.enum(RELATIONSHIPS);
export type Relationship = z.infer<typeof relationshipSchema>;

export const LINK_STATUSES = ['pending', 'active', 'revoked'] as const;
export const linkStatusSchema = z.enum(LINK_STATUSES);
export type LinkStatus = z.infer<typeof linkStatusSchema>;

/** Who made a link: the hospital (an admin) or the family (a guardian with the child's app code). */
export const linkSourceSchema = z.enum(['admin', 'family']);

/** A calendar date (YYYY-MM-DD), a real one. */
export const calendarDate = () => z.iso.date();

/** A date of birth: a real calendar date in the past (and after 1900). */
export const dateOfBirthSchema = calendarDate().refine(
  (value) => value >= '1900-01-01' && value < new Date().toISOString().slice(0, 10),
  { message: 'families.dateOfBirthPast' },
);

/** A person of a link: what the display-name rule (docs/product.md § Patient display name) needs. */
export const familyPersonSchema = z
  .object({
    id: z.uuid(),
    type: userTypeSchema,
    first_name: text(),
    surname: text(),
    full_name: text().nullable(),
    patient_number: text().nullable(),
    app_code: text().nullable(),
    email: text().nullable(),
    date_of_birth: calendarDate().nullable(),
  })
  .meta({ id: 'FamilyPerson' });
export type FamilyPerson = z.infer<typeof familyPersonSchema>;

/** Who approved or revoked a link. */
const actorSchema = z.object({ id: z.uuid(), first_name: text(), surname: text() }).nullable();

/** A guardian linked to a patient, with its history (approval, revocation). */
export const familyLinkSchema = z
  .object({
    id: z.uuid(),
    guardian: familyPersonSchema,
    patient: familyPersonSchema,
    relationship: relationshipSchema,
    status: linkStatusSchema,
    source: linkSourceSchema,
    created_at: z.iso.datetime(),
    approved_by: actorSchema,
    approved_at: z.iso.datetime().nullable(),
    revoked_by: actorSchema,
    revoked_at: z.iso.datetime().nullable(),
    revoke_reason: text().nullable(),
    /** The day the young person takes control (the organisation's control age); null without a date of birth. */
    limited_from: calendarDate().nullable(),
    /** The level the hospital gave the link. */
    access_level: accessLevelSchema,
    /** What the guardian sees today (docs/product.md § The access model); null unless the link is active. */
    access: linkAccessSchema.nullable(),
    /** Set when an admin hid the link from the child's other guardians, with why. */
    confidential_reason: text().nullable(),
    /** The day the link is due for review (the organisation's review period after approval). */
    review_on: calendarDate().nullable(),
    /** The young person's answer about this guardian, once asked. */
    assent: linkAssentSchema.nullable(),
  })
  .meta({ id: 'FamilyLink' });
export type FamilyLink = z.infer<typeof familyLinkSchema>;

export const familyLinksSchema = z.object({ data: z.array(familyLinkSchema) }).meta({ id: 'FamilyLinks' });
/** GET /api/family-links/:id/child-links: the child's other live links, with a warning from two. */
export const childLinksSchema = z
  .object({ data: z.array(familyLinkSchema), warning: z.boolean() })
  .meta({ id: 'ChildLinks' });
export const familyLinkPageSchema = pagedSchema(familyLinkSchema).meta({ id: 'FamilyLinkPage' });

/** GET /api/family-links: the organisation's links of one status (pending by default: the approval list). */
export const familyLinkListQuerySchema = pageQuerySchema.extend({
  status: linkStatusSchema.default('pending'),
});
export type FamilyLinkListQuery = z.infer<typeof familyLinkListQuerySchema>;

/** POST /api/family-links: an admin links a guardian to a patient; active at once. */
export const familyLinkCreateSchema = z
  .strictObject({
    guardian_id: z.uuid(),
    patient_id: z.uuid(),
    relationship: relationshipSchema.default('parent'),
  })
  .meta({ id: 'FamilyLinkCreate' });
export type FamilyLinkCreate = z.input<typeof familyLinkCreateSchema>;

/** PUT /api/family-links/:id: the relationship of a live link. */
export const familyLinkUpdateSchema = z
  .strictObject({ relationship: relationshipSchema })
  .meta({ id: 'FamilyLinkUpdate' });

/** POST /api/family-links/:id/revoke: ends a link; the reason stays with it. */
export const familyLinkRevokeSchema = z
  .strictObject({
    reason: text().trim().min(1, { message: 'families.reasonRequired' }).max(500),
    /**
     * The child gets a new app code unless the admin keeps it (the revoked guardian was shown the old one):
     * the old code and the app sessions signed in with it end.
     */
    keep_app_code: z.boolean().optional(),
  })
  .meta({ id: 'FamilyLinkRevoke' });

/** GET /api/family-links/coming-of-age: active links turning limited within this many days. */
export const COMING_OF_AGE_DAYS = 30;

/** An organisation's family settings (GET/PUT /api/organisation/:id/family-settings). */
export const FAMILY_LINK_APPROVALS = ['admin', 'automatic'] as const;
const age = () => z.number().int().min(AGE_RANGE.min).max(AGE_RANGE.max);
const reviewMonths = () => z.number().int().min(REVIEW_MONTHS.min).max(REVIEW_MONTHS.max);
const limitedParts = () =>
  z
    .array(familyPartSchema)
    .max(5)
    .refine((list) => new Set(list).size === list.length, { message: 'familyAccess.partsUnique' });
export const familySettingsSchema = z
  .object({
    family_link_approval: z.enum(FAMILY_LINK_APPROVALS),
    /** From this age the young person is asked about each guardian. */
    assent_age: age(),
    /** From this age the young person's choice stands. */
    control_age: age(),
    /** What a limited link sees of the child. */
    limited_parts: z.array(familyPartSchema),
    /** A link is due for review this many months after its approval. */
    link_review_months: reviewMonths(),
    family_languages: z.array(languageSchema).min(1).max(3),
  })
  .meta({ id: 'FamilySettings' });
export type FamilySettings = z.infer<typeof familySettingsSchema>;

export const familySettingsUpdateSchema = z
  .strictObject({
    family_link_approval: z.enum(FAMILY_LINK_APPROVALS).optional(),
    assent_age: age().optional(),
    control_age: age().optional(),
    limited_parts: limitedParts().optional(),
    link_review_months: reviewMonths().optional(),
    family_languages: z
      .array(languageSchema)
      .min(1, { message: 'families.settings.languagesRequired' })
      .max(3)
      .refine((list) => new Set(list).size === list.length, { message: 'families.settings.languagesUnique' })
      .optional(),
  })
  .meta({ id: 'FamilySettingsUpdate' });
export type FamilySettingsUpdate = z.infer<typeof familySettingsUpdateSchema>;

/** A guardian's own link as the family sees it: a pending one names no child until approved. */
export const myChildSchema = z
  .object({
    link_id: z.uuid(),
    status: z.enum(['pending', 'active']),
    relationship: relationshipSchema,
    created_at: z.iso.datetime(),
    /** The child, once the link is active (null while an admin has to approve it). */
    child: z
      .object({
        id: z.uuid(),
        first_name: text(),
        surname: text(),
        full_name: text().nullable(),
        patient_number: text().nullable(),
        app_code: text().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'MyChild' });
export type MyChild = z.infer<typeof myChildSchema>;
export const myChildrenSchema = z.object({ data: z.array(myChildSchema) }).meta({ id: 'MyChildren' });
