import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  familyLinkCreateSchema,
  familyLinkListQuerySchema,
  familyLinkPageSchema,
  familyLinkRevokeSchema,
  familyLinkSchema,
  familyLinksSchema,
  familyLinkUpdateSchema,
  familySettingsSchema,
  familySettingsUpdateSchema,
  idParamsSchema,
  userIdParamsSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses } from '../../http/responses.ts';
import type { FamiliesService } from './service.ts';
import type { FamilySettingsService } from './settings-service.ts';

const errors = errorResponses;
const secured = { tags: ['families'], security: [{ bearer: [] }] };

/** The hospital's calls of the family model (an admin, or the super admin within a selected organisation). */
export const familiesRoutes =
  (service: FamiliesService, settings: FamilySettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/:user_id/family-links',
      {
        config: { permission: 'families.manage' },
        schema: {
          ...secured,
          summary:
            "A user's family links: a patient's guardians or a guardian's children, with their history",
          params: userIdParamsSchema,
          response: { 200: familyLinksSchema, ...errors },
        },
      },
      async (request) => service.linksOf(request.tenancy, request.params.user_id),
    );

    app.get(
      '/family-links',
      {
        config: { permission: 'families.manage' },
        schema: {
          ...secured,
          summary:
            "The organisation's family links of one status (pending by default: links awaiting approval)",
          querystring: familyLinkListQuerySchema,
          response: { 200: familyLinkPageSchema, ...errors },
        },
      },
      async (request) => service.page(request.tenancy, request.query),
    );

    app.get(
      '/family-links/coming-of-age',
      {
        config: { permission: 'families.manage' },
        schema: {
          ...secured,
          summary: "Active links whose child reaches the organisation's coming of age within 30 days",
          response: { 200: familyLinksSchema, ...errors },
        },
      },
      async (request) => service.comingOfAge(request.tenancy),
    );

    app.post(
      '/family-links',
      {
        config: { permission: 'families.manage' },
        schema: {
          ...secured,
          summary: 'Link a guardian to a patient of the organisation (active at once)',
          body: familyLinkCreateSchema,
          response: { 201: familyLinkSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(request.tenancy, request.body)),
    );

    app.post(
      '/family-links/:id/approve',
      {
        config: { permission: 'families.manage' },
        schema: {
          ...secured,
          summary: 'Approve a link a family made',
          params: idParamsSchema,
          response: { 200: familyLinkSchema, ...errors },
        },
      },
      async (request) => service.approve(request.tenancy, request.params.id),
    );

    app.post(
      '/family-links/:id/revoke',
      {
        config: { permission: 'families.manage' },
        schema: {
          ...secured,
          summary:
            'Revoke a link with a reason (kept as history); the guardian loses access at once and the child gets a new app code unless keep_app_code',
          params: idParamsSchema,
          body: familyLinkRevokeSchema,
          response: { 200: familyLinkSchema, ...errors },
        },
      },
      async (request) =>
        service.revoke(request.tenancy, request.params.id, request.body.reason, request.body.keep_app_code),
    );

    app.put(
      '/family-links/:id',
      {
        config: { permission: 'families.manage' },
        schema: {
          ...secured,
          summary: "Change a live link's relationship",
          params: idParamsSchema,
          body: familyLinkUpdateSchema,
          response: { 200: familyLinkSchema, ...errors },
        },
      },
      async (request) =>
        service.updateRelationship(request.tenancy, request.params.id, request.body.relationship),
    );

    app.get(
      '/organisation/:id/family-settings',
      {
        config: { permission: 'families.settings', organisationParam: 'id' },
        schema: {
          ...secured,
          summary: "The organisation's family settings: link approval, coming-of-age, families' languages",
          params: idParamsSchema,
          response: { 200: familySettingsSchema, ...errors },
        },
      },
      async (request) => settings.get(request.tenancy, request.params.id),
    );

    app.put(
      '/organisation/:id/family-settings',
      {
        config: { permission: 'families.settings', organisationParam: 'id' },
        schema: {
          ...secured,
          summary: "Change the organisation's family settings",
          params: idParamsSchema,
          body: familySettingsUpdateSchema,
          response: { 200: familySettingsSchema, ...errors },
        },
      },
      async (request) => settings.update(request.tenancy, request.params.id, request.body),
    );
  };
