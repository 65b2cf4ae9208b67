import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, validationError } from '../http/errors.ts';
import { assertImage, MEDIA_HEADERS } from '../http/media-sniff.ts';

/**
 * The one way images come in and go out (hospital-information pages, quiz questions, organisation
 * logos): each use names its media types and its size limit; an image is named by the SHA-256 of
 * its bytes, and its type is the one its bytes show, never only the one it was sent as. Each module
 * keeps its own table and addresses; the address carries the hash, so new bytes are a new address.
 */
export interface ImageUse {
  mediaTypes: readonly string[];
  maxBytes: number;
}

/** An image ready to store: its bytes, the type they were checked to be, and their hash (hex). */
export interface AcceptedImage {
  data: Buffer;
  contentType: string;
  hash: string;
}

export const hashOf = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/** Reads an image use's body as bytes: Fastify answers 415 for another type and 413 past the limit. */
export function acceptImageBodies(app: FastifyInstance, use: ImageUse): void {
  app.addContentTypeParser(
    [...use.mediaTypes],
    { parseAs: 'buffer', bodyLimit: use.maxBytes },
    (_request, body, done) => done(null, body),
  );
}

/** The media type a request says its body is (no parameters, lower case). */
export const declaredType = (request: FastifyRequest): string =>
  String(request.headers['content-type']).split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Checks a request body as an image of this use: bytes, not empty, within the limit, of one of the
 * use's types and truly that type (a script sent as image/png is refused); names it by its hash.
 */
export async function acceptImage(use: ImageUse, data: unknown, declared: string): Promise<AcceptedImage> {
  if (!Buffer.isBuffer(data) || data.length === 0)
    throw validationError('body', 'Send the image as the request body', 'The image is empty');
  if (data.length > use.maxBytes)
    throw new ApiError(413, 'PayloadTooLarge', `The image is larger than ${use.maxBytes} bytes`);
  if (!use.mediaTypes.includes(declared))
    throw new ApiError(415, 'UnsupportedMediaType', `Images are sent as ${use.mediaTypes.join(', ')}`);
  const contentType = await assertImage(data, declared);
  return { data, contentType, hash: hashOf(data) };
}

/** Whether an address's `v` names this image: at least `digits` leading hex digits of its hash. */
export const addressMatches = (image: { hash: string }, v: string | undefined, digits: number): boolean =>
  v !== undefined && v.length >= digits && image.hash.startsWith(v);

/**
 * Answers with a stored image: its stored type, never sniffed nor run as a page, its hash as the
 * ETag; `immutable` when the address names the content, which then may be kept for a year.
 */
export function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { contentType: string; data: Buffer; hash: string },
  immutable: boolean,
) {
  const etag = `"${image.hash}"`;
  reply
    .headers(MEDIA_HEADERS)
    .header('etag', etag)
    .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(image.contentType).send(image.data);
}
