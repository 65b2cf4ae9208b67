import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentTermsSchema,
  documentSignRequestSchema,
  documentSigningSchema,
  signingReportPageSchema,
  signingReportQuerySchema,
  termsPublishSchema,
  termsVersionSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { TermsService } from './service.ts';

const secured = { tags: ['terms'], security: [{ bearer: [] }] };

/** Spec §7 Feedback and documents: document signing, and the admins' terms versions and report. */
export const termsRoutes =
  (service: TermsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/document-signing',
      {
        config: { permission: 'terms.accept' },
        schema: {
          ...secured,
          summary: "The caller's acceptances of their organisation's terms, newest first",
          response: { 200: z.array(documentSigningSchema), ...errors },
        },
      },
      async (request) => service.signings(request.tenancy),
    );
    app.get(
      '/document-signing/terms',
      {
        config: { permission: 'terms.accept' },
        schema: {
          ...secured,
          summary: "The organisation's current terms (every language) and whether the caller accepted them",
          response: { 200: currentTermsSchema, ...errors },
        },
      },
      async (request) => service.current(request.tenancy),
    );
    app.post(
      '/document-signing',
      {
        config: { permission: 'terms.accept' },
        schema: {
          ...secured,
          summary: 'Accept the current terms version as shown (its SHA-256 in the language shown)',
          description:
            'Answers 201 with the new acceptance, or 200 with the earlier one when the caller already accepted this version; ' +
            '409 when the version named is not the current one.',
          body: documentSignRequestSchema,
          response: { 200: documentSigningSchema, 201: documentSigningSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { signing, created } = await service.sign(request.tenancy, request.body);
        return reply.code(created ? 201 : 200).send(signing);
      },
    );
    app.get(
      '/terms-versions',
      {
        config: { permission: 'terms.manage' },
        schema: {
          ...secured,
          summary: "The organisation's terms versions, newest (current) first, with their acceptance counts",
          response: { 200: z.array(termsVersionSchema), ...errors },
        },
      },
      async (request) => service.versions(request.tenancy),
    );
    app.post(
      '/terms-versions',
      {
        config: { permission: 'terms.manage' },
        schema: {
          ...secured,
          summary: 'Publish a new terms version (guardians must accept it before going on)',
          body: termsPublishSchema,
          response: { 201: termsVersionSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.publish(request.tenancy, request.body)),
    );
    app.get(
      '/document-signings',
      {
        config: { permission: 'terms.manage' },
        schema: {
          ...secured,
          summary: 'Who accepted which terms version in the organisation (admins)',
          querystring: signingReportQuerySchema,
          response: { 200: signingReportPageSchema, ...errors },
        },
      },
      async (request) => service.report(request.tenancy, request.query),
    );
  };
