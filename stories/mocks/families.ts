import { delay, HttpResponse } from 'msw';
import {
  FAMILY_PARTS,
  familiesEndpoints,
  type FamilyLink,
  type FamilySettings,
  type MyChild,
  type Paged,
} from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { guardians, patients } from './app-users.ts';
import { answer } from './endpoint.ts';

const person = (u: (typeof guardians)[number], dateOfBirth: string | null = null) => ({
  id: u.id,
  type: u.type,
  first_name: u.first_name,
  surname: u.surname,
  full_name: u.full_name,
  patient_number: u.patient_number,
  app_code: u.child?.app_code ?? null,
  email: u.email,
  date_of_birth: dateOfBirth,
});
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10)).toISOString();
const admin = {
  id: fixtures.admin.id,
  first_name: fixtures.admin.first_name,
  surname: fixtures.admin.surname,
};
const link = (n: number, over: Partial<FamilyLink> = {}): FamilyLink => ({
  id: `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  guardian: person(guardians[3 + n] as (typeof guardians)[number]),
  patient: person(patients[n] as (typeof patients)[number], '2016-03-14'),
  relationship: 'parent',
  status: 'active',
  source: 'admin',
  created_at: at(2 + n),
  approved_by: admin,
  approved_at: at(2 + n),
  revoked_by: null,
  revoked_at: null,
  revoke_reason: null,
  limited_from: '2032-03-14',
  access_level: 'full',
  access:
    over.status && over.status !== 'active'
      ? null
      : { level: 'full', parts: [...FAMILY_PARTS], limited_by: null },
  confidential_reason: null,
  review_on: over.status && over.status !== 'active' ? null : '2027-11-04',
  assent: null,
  ...over,
});

/** A guardian's links: an active child, a child linked by the family awaiting approval, a revoked one. */
export const familyLinks: FamilyLink[] = [
  link(0),
  link(1, {
    status: 'pending',
    source: 'family',
    approved_by: null,
    approved_at: null,
    relationship: 'carer',
  }),
  link(2, {
    status: 'revoked',
    revoked_by: admin,
    revoked_at: at(20),
    revoke_reason: 'Asked by the family',
  }),
];
export const pendingLinks: FamilyLink[] = [
  familyLinks[1] as FamilyLink,
  link(4, { status: 'pending', source: 'family', approved_by: null, approved_at: null }),
];
export const comingOfAge: FamilyLink[] = [link(3, { limited_from: '2026-12-08' })];
export const familySettings: FamilySettings = {
  family_link_approval: 'admin',
  assent_age: 12,
  control_age: 16,
  limited_parts: ['calendar'],
  link_review_months: 12,
  family_languages: ['en', 'ar', 'es'],
};
export const myChildren: MyChild[] = [
  {
    link_id: familyLinks[0]?.id as string,
    status: 'active',
    relationship: 'parent',
    created_at: at(2),
    child: {
      id: patients[0]?.id as string,
      first_name: 'Tobi',
      surname: 'Okafor',
      full_name: null,
      patient_number: null,
      app_code: 'K7P3QX',
    },
  },
  {
    link_id: familyLinks[1]?.id as string,
    status: 'pending',
    relationship: 'carer',
    created_at: at(3),
    child: null,
  },
];

const paged = (data: FamilyLink[]): Paged<FamilyLink> => ({ data, page: 1, size: 50, total: data.length });
const forever = async () => {
  await delay('infinite');
  return HttpResponse.json(null);
};
const broken = () => new HttpResponse('Bad gateway', { status: 502 });
const approve = answer(familiesEndpoints.approve, ({ params }) =>
  HttpResponse.json<FamilyLink>({
    ...(pendingLinks.find((l) => l.id === params.id) ?? link(1)),
    status: 'active',
    approved_by: admin,
    approved_at: at(25),
  }),
);
const revoke = answer(familiesEndpoints.revoke, async ({ params, request }) =>
  HttpResponse.json<FamilyLink>({
    ...(familyLinks.find((l) => l.id === params.id) ?? link(0)),
    status: 'revoked',
    revoked_by: admin,
    revoked_at: at(25),
    revoke_reason: ((await request.json()) as { reason: string }).reason,
  }),
);
const create = answer(familiesEndpoints.create, () =>
  HttpResponse.json<FamilyLink>(link(5), { status: 201 }),
);
const relationship = answer(familiesEndpoints.updateRelationship, async ({ params, request }) =>
  HttpResponse.json<FamilyLink>({
    ...(familyLinks.find((l) => l.id === params.id) ?? link(0)),
    ...((await request.json()) as Pick<FamilyLink, 'relationship'>),
  }),
);

export const familyHandlers = {
  /** What the screens that show family parts call, answered with content (a story's own handlers win). */
  defaults: [
    answer(familiesEndpoints.linksOf, () => HttpResponse.json({ data: familyLinks })),
    answer(familiesEndpoints.list, () => HttpResponse.json(paged(pendingLinks))),
    answer(familiesEndpoints.comingOfAge, () => HttpResponse.json({ data: comingOfAge })),
    // The first request's child already has two guardians: the approval warns; the second's has none.
    answer(familiesEndpoints.childLinks, ({ params }) =>
      HttpResponse.json(
        params.id === pendingLinks[0]?.id
          ? { data: [link(0), link(3, { relationship: 'carer' })], warning: true }
          : { data: [], warning: false },
      ),
    ),
    answer(familiesEndpoints.settings, () => HttpResponse.json<FamilySettings>(familySettings)),
    answer(familiesEndpoints.myChildren, () => HttpResponse.json({ data: myChildren })),
    approve,
    revoke,
    create,
    relationship,
    answer(familiesEndpoints.updateSettings, async ({ request }) =>
      HttpResponse.json<FamilySettings>({
        ...familySettings,
        ...((await request.json()) as Partial<FamilySettings>),
      }),
    ),
  ],
  linksEmpty: answer(familiesEndpoints.linksOf, () => HttpResponse.json({ data: [] })),
  linksPending: answer(familiesEndpoints.linksOf, forever),
  linksFail: answer(familiesEndpoints.linksOf, broken),
  reviewEmpty: [
    answer(familiesEndpoints.list, () => HttpResponse.json(paged([]))),
    answer(familiesEndpoints.comingOfAge, () => HttpResponse.json({ data: [] })),
  ],
  reviewPending: [answer(familiesEndpoints.list, forever), answer(familiesEndpoints.comingOfAge, forever)],
  reviewFail: [answer(familiesEndpoints.list, broken), answer(familiesEndpoints.comingOfAge, broken)],
  childrenNone: answer(familiesEndpoints.myChildren, () => HttpResponse.json({ data: [] })),
  childrenPending: answer(familiesEndpoints.myChildren, forever),
  childrenFail: answer(familiesEndpoints.myChildren, broken),
  /** The family's add-a-child: the demo code K7P3QX with 14/03/2016 is pending; any other is no match. */
  addChild: answer(familiesEndpoints.addChild, async ({ request }) => {
    const body = (await request.json()) as { app_code: string; date_of_birth?: string };
    if (body.app_code === 'QX7PK3' && body.date_of_birth === '2016-03-14')
      return HttpResponse.json<MyChild>({
        link_id: link(6).id,
        status: 'pending',
        relationship: 'parent',
        created_at: at(25),
        child: null,
      });
    return apiError({
      status: 400,
      code: 'ValidationError',
      message: 'No child matches this app code with this date of birth or patient number',
      fields: [{ path: 'app_code', message: 'Check the app code and the date of birth or patient number' }],
    });
  }),
  addChildLocked: answer(familiesEndpoints.addChild, () =>
    apiError({
      status: 429,
      code: 'TooManyRequests',
      message:
        "Too many failed tries at this child's app code. Try again in 42 minutes (after 2026-11-26T16:42:00Z).",
    }),
  ),
};
