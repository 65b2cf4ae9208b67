import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSET_MAX_BYTES,
  ASSET_MEDIA_TYPES,
  apiErrorSchema,
  assetParamsSchema,
  organisationSchema,
  text,
  type Organisation,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { organisationAssets, organisations } from '../../db/schema.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/responses.ts';
import { MEDIA_HEADERS, assertImage } from '../../http/media-sniff.ts';
import { toOrganisation } from '../auth/mappers.ts';

type Kind = z.infer<typeof assetParamsSchema>['kind'];
const urlColumn = { logo: 'logoUrl', white_logo: 'whiteLogoUrl' } as const;

/** The served address: it carries the content hash, so a new upload is a new address. */
export const assetUrl = (id: string, kind: Kind, hash: string) =>
  `/api/organisations/${id}/assets/${kind}?v=${hash.slice(0, 16)}`;

/**
 * Organisation images (logo, white logo): the super admin sends the image as the request body;
 * anyone may fetch it (the header shows it), with an ETag and, at its versioned address, a year
 * of caching. SVG is refused: it can carry script.
 */
export const organisationAssetRoutes =
  (db: Db, audit: AuditLog): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      [...ASSET_MEDIA_TYPES],
      { parseAs: 'buffer', bodyLimit: ASSET_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.put(
      '/organisation/:id/assets/:kind',
      {
        schema: {
          tags: ['organisations'],
          summary: 'Upload the logo or white logo (image/png, image/jpeg or image/webp body, at most 1 MB)',
          security: [{ bearer: [] }],
          params: assetParamsSchema,
          response: { 200: organisationSchema, ...errorResponses, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request): Promise<Organisation> => {
        const t = request.tenancy;
        if (!t.superAdmin) throw forbidden('Only the product admin manages organisations');
        const { id, kind } = request.params;
        const data = request.body;
        if (!Buffer.isBuffer(data) || data.length === 0)
          throw new ApiError(400, 'ValidationError', 'Send the image as the request body', [
            { path: 'body', message: 'The image is empty' },
          ]);
        const declared = String(request.headers['content-type']).split(';')[0]?.trim().toLowerCase() ?? '';
        const actual = await assertImage(data, declared);
        const hash = createHash('sha256').update(data).digest('hex');
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(organisations)
            .set({ [urlColumn[kind]]: assetUrl(id, kind, hash), updatedAt: new Date() })
            .where(eq(organisations.id, id))
            .returning();
          if (!updated) throw notFound('Organisation');
          await tx
            .insert(organisationAssets)
            .values({ organisationId: id, kind, contentType: actual, data, hash })
            .onConflictDoUpdate({
              target: [organisationAssets.organisationId, organisationAssets.kind],
              set: { contentType: actual, data, hash, updatedAt: new Date() },
            });
          await audit.record(
            {
              actorId: t.principal.sub,
              organisationId: id,
              action: 'organisation.asset',
              subject: id,
              detail: { kind, bytes: data.length },
            },
            tx,
          );
          return updated;
        });
        return toOrganisation(row);
      },
    );

    app.get(
      '/organisations/:id/assets/:kind',
      {
        schema: {
          tags: ['organisations'],
          summary: "Public: an organisation's logo or white logo (ETag; a year of caching at the versioned address)",
          params: assetParamsSchema,
          querystring: z.object({ v: text().max(64).optional() }),
        },
      },
      async (request, reply) => {
        const { id, kind } = request.params;
        const [asset] = await db
          .select()
          .from(organisationAssets)
          .where(and(eq(organisationAssets.organisationId, id), eq(organisationAssets.kind, kind)))
          .limit(1);
        if (!asset) throw notFound('Image');
        const etag = `"${asset.hash}"`;
        const versioned = request.query.v === asset.hash.slice(0, 16);
        reply
          .headers(MEDIA_HEADERS)
          .header('etag', etag)
          .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(asset.contentType).send(asset.data);
      },
    );
  };
