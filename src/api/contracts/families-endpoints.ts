import { defineEndpoint } from './endpoint.ts';
import {
  childLinksSchema,
  familyLinkCreateSchema,
  familyLinkListQuerySchema,
  familyLinkPageSchema,
  familyLinkRevokeSchema,
  familyLinkSchema,
  familyLinksSchema,
  familyLinkUpdateSchema,
  familySettingsSchema,
  familySettingsUpdateSchema,
  myChildSchema,
  myChildrenSchema,
} from './families.ts';
import {
  assentReviewSchema,
  linkConfidentialSchema,
  linkLevelUpdateSchema,
  linkReviewDateSchema,
} from './family-access.ts';
import { idParamsSchema } from './organisation.ts';
import { updateChildRequestSchema } from './profile.ts';
import { userIdParamsSchema } from './users-admin.ts';

/**
 * The family model: the hospital's links between guardians and patients (their approval, revocation
 * and what each sees), the organisation's family settings, and a guardian adding their own child.
 */
export const familiesEndpoints = {
  linksOf: defineEndpoint({
    method: 'GET',
    path: '/user/:user_id/family-links',
    params: userIdParamsSchema,
    ok: familyLinksSchema,
    access: { permission: 'families.manage' },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/family-links',
    query: familyLinkListQuerySchema,
    ok: familyLinkPageSchema,
    access: { permission: 'families.manage' },
  }),
  comingOfAge: defineEndpoint({
    method: 'GET',
    path: '/family-links/coming-of-age',
    ok: familyLinksSchema,
    access: { permission: 'families.manage' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/family-links',
    body: familyLinkCreateSchema,
    ok: familyLinkSchema,
    status: 201,
    access: { permission: 'families.manage' },
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/family-links/:id/approve',
    params: idParamsSchema,
    ok: familyLinkSchema,
    access: { permission: 'families.manage' },
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/family-links/:id/revoke',
    params: idParamsSchema,
    body: familyLinkRevokeSchema,
    ok: familyLinkSchema,
    access: { permission: 'families.manage' },
  }),
  updateRelationship: defineEndpoint({
    method: 'PUT',
    path: '/family-links/:id',
    params: idParamsSchema,
    body: familyLinkUpdateSchema,
    ok: familyLinkSchema,
    access: { permission: 'families.manage' },
  }),
  childLinks: defineEndpoint({
    method: 'GET',
    path: '/family-links/:id/child-links',
    params: idParamsSchema,
    ok: childLinksSchema,
    access: { permission: 'families.manage' },
  }),
  setLevel: defineEndpoint({
    method: 'PUT',
    path: '/family-links/:id/access',
    params: idParamsSchema,
    body: linkLevelUpdateSchema,
    ok: familyLinkSchema,
    access: { permission: 'families.manage' },
  }),
  setConfidential: defineEndpoint({
    method: 'PUT',
    path: '/family-links/:id/confidential',
    params: idParamsSchema,
    body: linkConfidentialSchema,
    ok: familyLinkSchema,
    access: { permission: 'families.manage' },
  }),
  setReviewDate: defineEndpoint({
    method: 'PUT',
    path: '/family-links/:id/review-date',
    params: idParamsSchema,
    body: linkReviewDateSchema,
    ok: familyLinkSchema,
    access: { permission: 'families.manage' },
  }),
  reviewAssent: defineEndpoint({
    method: 'POST',
    path: '/family-links/:id/assent-review',
    params: idParamsSchema,
    body: assentReviewSchema,
    ok: familyLinkSchema,
    access: { permission: 'families.manage' },
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/organisation/:id/family-settings',
    params: idParamsSchema,
    ok: familySettingsSchema,
    access: { permission: 'families.settings' },
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/organisation/:id/family-settings',
    params: idParamsSchema,
    body: familySettingsUpdateSchema,
    ok: familySettingsSchema,
    access: { permission: 'families.settings' },
  }),
  myChildren: defineEndpoint({
    method: 'GET',
    path: '/users/children',
    ok: myChildrenSchema,
    access: { permission: 'users.addChild' },
  }),
  addChild: defineEndpoint({
    method: 'PUT',
    path: '/users/child',
    body: updateChildRequestSchema,
    ok: myChildSchema,
    access: { permission: 'users.addChild' },
  }),
};
