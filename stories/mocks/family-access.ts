import { HttpResponse } from 'msw';
import { familiesEndpoints, type AssentReview, type FamilyLink } from '../../src/api/contracts/index.ts';
import { apiError } from './handlers.ts';
import { guardians } from './app-users.ts';
import { familyLinks } from './families.ts';
import { answer } from './endpoint.ts';

const base = familyLinks[0] as FamilyLink;
const guardian = (u: (typeof guardians)[number]) => ({
  ...base.guardian,
  id: u.id,
  first_name: u.first_name,
  surname: u.surname,
  full_name: u.full_name,
  email: u.email,
});

/**
 * A patient's two guardians as the admin manages their access: the first declined by the young person
 * (with a reason, not yet reviewed: limited for now), the second limited by the hospital and confidential.
 */
export const accessLinks: FamilyLink[] = [
  {
    ...base,
    id: '71000000-0000-4000-8000-000000000001',
    guardian: guardian(guardians[3] as (typeof guardians)[number]),
    access: { level: 'limited', parts: ['calendar'], limited_by: 'young_person' },
    review_on: '2027-11-04',
    assent: {
      answer: 'declined',
      reason: 'I want some privacy',
      answered_at: '2026-11-20T16:00:00.000Z',
      reviewed_at: null,
      review_reason: null,
      safeguarding: false,
    },
  },
  {
    ...base,
    id: '71000000-0000-4000-8000-000000000002',
    guardian: guardian(guardians[4] as (typeof guardians)[number]),
    relationship: 'carer',
    access_level: 'limited',
    access: { level: 'limited', parts: ['calendar'], limited_by: 'hospital' },
    confidential_reason: 'Court order of 2 November',
    review_on: '2027-05-01',
  },
];

const find = (id: unknown) => accessLinks.find((l) => l.id === id) ?? (accessLinks[0] as FamilyLink);
const invalidDate = () =>
  apiError({
    status: 400,
    code: 'ValidationError',
    message: 'review_on: the review date cannot be in the past',
    fields: [{ path: 'review_on', message: 'review_on: the review date cannot be in the past' }],
  });

export const familyAccessHandlers = {
  /** The patient's links and every access call, each answering the changed link. */
  defaults: [
    answer(familiesEndpoints.linksOf, () => HttpResponse.json({ data: accessLinks })),
    answer(familiesEndpoints.setLevel, async ({ params, request }) => {
      const { level } = (await request.json()) as { level: 'full' | 'limited' };
      return HttpResponse.json<FamilyLink>({ ...find(params.id), access_level: level });
    }),
    answer(familiesEndpoints.setConfidential, async ({ params, request }) => {
      const body = (await request.json()) as { confidential: boolean; reason?: string };
      return HttpResponse.json<FamilyLink>({
        ...find(params.id),
        confidential_reason: body.confidential ? (body.reason ?? null) : null,
      });
    }),
    answer(familiesEndpoints.reviewAssent, async ({ params, request }) => {
      const body = (await request.json()) as AssentReview;
      const link = find(params.id);
      return HttpResponse.json<FamilyLink>({
        ...link,
        assent: link.assent && {
          ...link.assent,
          reviewed_at: '2026-11-26T10:00:00.000Z',
          review_reason: body.reason,
          safeguarding: body.safeguarding ?? false,
        },
      });
    }),
    answer(familiesEndpoints.setReviewDate, async ({ params, request }) => {
      const { review_on } = (await request.json()) as { review_on: string };
      return review_on < '2026-11-26'
        ? invalidDate()
        : HttpResponse.json<FamilyLink>({ ...find(params.id), review_on });
    }),
  ],
  /** The young person is past the control age: a review without safeguarding is refused. */
  reviewNeedsSafeguarding: answer(familiesEndpoints.reviewAssent, () =>
    apiError({
      status: 400,
      code: 'ValidationError',
      message:
        "safeguarding: from 16 the young person's choice stands unless you record a safeguarding reason",
      fields: [{ path: 'safeguarding', message: 'safeguarding: record a safeguarding reason' }],
    }),
  ),
  reviewDateRefused: answer(familiesEndpoints.setReviewDate, invalidDate),
};
