import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  flagAcknowledgeSchema,
  flagListQuerySchema,
  flagListSchema,
  flagResolveSchema,
  questionnaireFlagSchema,
  responseIdParamsSchema,
  safeguardingSettingsSchema,
  safeguardingViewSchema,
} from '../../../src/api/contracts/questionnaires.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { FlagService } from './flag-service.ts';

const secured = { tags: ['questionnaires'], security: [{ bearer: [] }] };

/** The duty-of-care queue (staff) and the organisation's safeguarding settings (admins). */
export const flagRoutes =
  (flags: FlagService): FastifyPluginAsyncZod =>
  async (app) => {
    const staff = { permission: 'questionnaires.staff' } as const;
    app.get(
      '/questionnaire/flags',
      {
        config: staff,
        schema: {
          ...secured,
          summary: "The organisation's duty-of-care queue",
          querystring: flagListQuerySchema,
          response: { 200: flagListSchema, ...errors },
        },
      },
      async (request) => ({ data: await flags.list(request.tenancy, request.query.status) }),
    );
    app.get(
      '/questionnaire/flags/:id',
      {
        config: staff,
        schema: {
          ...secured,
          summary: 'One duty-of-care flag, with its state and clock',
          params: responseIdParamsSchema,
          response: { 200: questionnaireFlagSchema, ...errors },
        },
      },
      async (request) => flags.one(request.tenancy, request.params.id),
    );
    app.post(
      '/questionnaire/flags/:id/acknowledge',
      {
        config: staff,
        schema: {
          ...secured,
          summary: 'Acknowledge a duty-of-care flag (stops its escalation)',
          params: responseIdParamsSchema,
          body: flagAcknowledgeSchema,
          response: { 200: questionnaireFlagSchema, ...errors },
        },
      },
      async (request) => flags.acknowledge(request.tenancy, request.params.id, request.body.note),
    );
    app.post(
      '/questionnaire/flags/:id/start',
      {
        config: staff,
        schema: {
          ...secured,
          summary: 'Mark an acknowledged flag in progress',
          params: responseIdParamsSchema,
          response: { 200: questionnaireFlagSchema, ...errors },
        },
      },
      async (request) => flags.start(request.tenancy, request.params.id),
    );
    app.post(
      '/questionnaire/flags/:id/resolve',
      {
        config: staff,
        schema: {
          ...secured,
          summary: 'Resolve a flag with its outcome and a note',
          params: responseIdParamsSchema,
          body: flagResolveSchema,
          response: { 200: questionnaireFlagSchema, ...errors },
        },
      },
      async (request) =>
        flags.resolve(request.tenancy, request.params.id, request.body.outcome, request.body.note),
    );
    app.get(
      '/questionnaire/safeguarding',
      {
        config: { permission: 'questionnaires.manage' },
        schema: {
          ...secured,
          summary: "The organisation's safeguarding contacts, escalation time and safety net",
          response: { 200: safeguardingViewSchema, ...errors },
        },
      },
      async (request) => flags.settings(request.tenancy),
    );
    app.put(
      '/questionnaire/safeguarding',
      {
        config: { permission: 'questionnaires.manage' },
        schema: {
          ...secured,
          summary: "Set the organisation's safeguarding contacts, escalation time and safety net",
          body: safeguardingSettingsSchema,
          response: { 200: safeguardingViewSchema, ...errors },
        },
      },
      async (request) => flags.saveSettings(request.tenancy, request.body),
    );
  };
