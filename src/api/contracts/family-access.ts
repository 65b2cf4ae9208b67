import { z } from 'zod';
import { text } from './text.ts';

/**
 * Who may see what of a child (docs/product.md § The access model): a link's level (full, or the
 * parts the organisation allows a limited link), the young person's say from the organisation's
 * assent age and their control from its control age. `linkAccess` is the one rule; the server's
 * family check (server/modules/families/access.ts) and the portal read it.
 */

/** The parts of a child's data a link can open. */
export const FAMILY_PARTS = ['calendar', 'usage', 'questionnaires', 'videos', 'reports'] as const;
export const familyPartSchema = z.enum(FAMILY_PARTS);
export type FamilyPart = z.infer<typeof familyPartSchema>;

export const ACCESS_LEVELS = ['full', 'limited'] as const;
export const accessLevelSchema = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

/** The young person's answer about one guardian. */
export const ASSENT_ANSWERS = ['agreed', 'declined'] as const;
export type AssentAnswer = (typeof ASSENT_ANSWERS)[number];

/** Why a link sees less than its level: the young person declined, or they reached the control age. */
export const LIMITED_BY = ['hospital', 'young_person', 'control_age'] as const;
export type LimitedBy = (typeof LIMITED_BY)[number];

/** The organisation's defaults: the young person is asked from 12 and decides from 16; links reviewed yearly. */
export const DEFAULT_ASSENT_AGE = 12;
export const DEFAULT_CONTROL_AGE = 16;
export const AGE_RANGE = { min: 10, max: 21 } as const;
export const REVIEW_MONTHS = { min: 1, max: 36, default: 12 } as const;
/** Admins are reminded of a link's review this many days before its date. */
export const REVIEW_NOTICE_DAYS = 30;
/** Approving a link warns the admin when the child already has this many live links. */
export const LINKS_BEFORE_WARNING = 2;

/** What the rule needs to know about one active link today. */
export interface LinkAccessFacts {
  level: AccessLevel;
  /** What the organisation lets a limited link see. */
  limitedParts: readonly FamilyPart[];
  /** The child's age in whole years today (London); null without a date of birth. */
  age: number | null;
  assentAge: number;
  controlAge: number;
  /** The young person's latest answer about this guardian, with what an admin recorded about it. */
  assent: { answer: AssentAnswer; reviewed: boolean; safeguarding: boolean } | null;
}

export interface LinkAccess {
  /** 'full' when every part is open. */
  level: AccessLevel;
  parts: FamilyPart[];
  /** Null when the link sees what its level gives. */
  limited_by: LimitedBy | null;
}

const partsOf = (allowed: readonly FamilyPart[]) => FAMILY_PARTS.filter((p) => allowed.includes(p));

/**
 * What a guardian with an active link sees of the child today:
 * - below the assent age, the link's level;
 * - from the assent age, the level unless the young person declined this guardian and no admin has
 *   reviewed it yet (then the limited parts);
 * - from the control age, the limited parts unless the young person agreed, or an admin recorded a
 *   safeguarding reason.
 */
export function linkAccess(f: LinkAccessFacts): LinkAccess {
  const limited = partsOf(f.limitedParts);
  const own: LinkAccess =
    f.level === 'full'
      ? { level: 'full', parts: [...FAMILY_PARTS], limited_by: null }
      : { level: 'limited', parts: limited, limited_by: 'hospital' };
  const restricted = (by: LimitedBy): LinkAccess =>
    own.level === 'limited' ? own : { level: 'limited', parts: limited, limited_by: by };
  if (f.age === null || f.age < f.assentAge) return own;
  const a = f.assent;
  if (f.age < f.controlAge) return a?.answer === 'declined' && !a.reviewed ? restricted('young_person') : own;
  if (a?.answer === 'agreed' || a?.safeguarding) return own;
  return restricted(a?.answer === 'declined' ? 'young_person' : 'control_age');
}

/**
 * Whether a guardian may sign the patients' app in as the child (a three-word code): the app opens
 * every part of the child's data, so the link must see every part today — full access, or a limited
 * link where the organisation lets a limited link see every part.
 */
export const opensApp = (access: { parts: readonly FamilyPart[] }): boolean =>
  FAMILY_PARTS.every((part) => access.parts.includes(part));

export const linkAccessSchema = z
  .object({
    level: accessLevelSchema,
    parts: z.array(familyPartSchema),
    limited_by: z.enum(LIMITED_BY).nullable(),
  })
  .meta({ id: 'LinkAccess' });

/** The young person's answer about a link, and the admin's review of a decline. */
export const linkAssentSchema = z
  .object({
    answer: z.enum(ASSENT_ANSWERS),
    reason: text().nullable(),
    answered_at: z.iso.datetime(),
    reviewed_at: z.iso.datetime().nullable(),
    review_reason: text().nullable(),
    safeguarding: z.boolean(),
  })
  .meta({ id: 'LinkAssent' });

const reason = () => text().trim().min(1, { message: 'familyAccess.reasonRequired' }).max(500);

/** PUT /api/family-links/:id/access: the link's level. */
export const linkLevelUpdateSchema = z
  .strictObject({ level: accessLevelSchema })
  .meta({ id: 'LinkLevelUpdate' });

/** PUT /api/family-links/:id/confidential: hidden from the child's other guardians (with a reason), or not. */
export const linkConfidentialSchema = z
  .strictObject({ confidential: z.boolean(), reason: text().trim().max(500).optional() })
  .meta({ id: 'LinkConfidential' });

/** POST /api/family-links/:id/assent-review: an admin's review of a young person's decline. */
export const assentReviewSchema = z
  .strictObject({ reason: reason(), safeguarding: z.boolean().default(false) })
  .meta({ id: 'AssentReview' });
export type AssentReview = z.input<typeof assentReviewSchema>;

/** PUT /api/family-links/:id/review-date: the link's own review date, from today to 36 months ahead (London). */
export const linkReviewDateSchema = z
  .strictObject({ review_on: z.iso.date({ message: 'familyAccess.reviewDate.invalid' }) })
  .meta({ id: 'LinkReviewDate' });

/** A child's other guardian as a guardian sees them. */
export const otherGuardianSchema = z.object({
  first_name: text(),
  surname: text(),
  relationship: z.enum(['parent', 'carer', 'other']),
});

/** GET /api/app/guardians: who can see what of the young person, and whether they are asked. */
export const appGuardianSchema = z
  .object({
    link_id: z.uuid(),
    first_name: text(),
    surname: text(),
    relationship: z.enum(['parent', 'carer', 'other']),
    access: linkAccessSchema,
    answer: z.enum(ASSENT_ANSWERS).nullable(),
  })
  .meta({ id: 'AppGuardian' });
export const appGuardiansSchema = z
  .object({
    /** True from the organisation's assent age: the app asks the young person about each guardian. */
    asked: z.boolean(),
    /** True from the control age: the young person's choice stands. */
    in_control: z.boolean(),
    guardians: z.array(appGuardianSchema),
  })
  .meta({ id: 'AppGuardians' });
export type AppGuardians = z.infer<typeof appGuardiansSchema>;

export const appLinkParamsSchema = z.object({ link_id: z.uuid() });
/** POST /api/app/guardians/:link_id/decline: an optional reason, in the young person's words. */
export const appDeclineSchema = z
  .strictObject({ reason: text().trim().max(500).optional() })
  .meta({ id: 'AppDecline' });
