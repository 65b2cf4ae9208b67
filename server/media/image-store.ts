import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_QUALITY } from '../../src/api/contracts/image-sizes.ts';
import { ApiError, validationError } from '../http/errors.ts';
import { assertImage, MEDIA_HEADERS } from '../http/media-sniff.ts';
import { DEFAULT_IMAGE_SIZE_SETTINGS, type SizedImage } from './image-sizes.ts';

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
  const clean = await withoutMetadata(data, contentType);
  return { data: clean, contentType, hash: hashOf(clean) };
}

const REENCODE: Record<string, (s: Sharp) => Sharp> = {
  'image/jpeg': (s) => s.jpeg({ quality: 92, mozjpeg: true }),
  'image/png': (s) => s.png({ compressionLevel: 9 }),
  'image/webp': (s) => s.webp({ quality: 92 }),
  'image/gif': (s) => s.gif(),
};

/**
 * The image without what its camera wrote about it (EXIF with GPS, XMP, IPTC): a photo of a child
 * must not tell where it was taken. Re-encoded only when such metadata is there, the orientation
 * applied to the pixels first: an image without it keeps its exact bytes (no second lossy pass,
 * the same hash). The colour profile stays (it says nothing of anyone). Bytes that do not decode,
 * or too many pixels to ever resize, are refused.
 */
async function withoutMetadata(data: Buffer, contentType: string): Promise<Buffer> {
  const animated = contentType === 'image/gif' || contentType === 'image/webp';
  const options = { limitInputPixels: DEFAULT_IMAGE_SIZE_SETTINGS.maxInputPixels, animated };
  const meta = await sharp(data, options)
    .metadata()
    .catch(() => {
      throw new ApiError(415, 'UnsupportedMediaType', 'The image cannot be read');
    });
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > options.limitInputPixels)
    throw validationError('body', `The image has more than ${options.limitInputPixels} pixels`);
  const personal = meta.exif ?? meta.xmp ?? meta.iptc ?? (meta.orientation ?? 1) > 1;
  const encode = REENCODE[contentType];
  if (!personal || !encode) return data;
  return encode(sharp(data, options).autoOrient().keepIccProfile()).toBuffer();
}

/** Whether an address's `v` names this image: at least `digits` leading hex digits of its hash. */
export const addressMatches = (image: { hash: string }, v: string | undefined, digits: number): boolean =>
  v !== undefined && v.length >= digits && image.hash.startsWith(v);

/** The type a produced size is sent as: WebP when the browser takes it (AVIF costs seconds a size on two cores). */
const sizedType = (request: FastifyRequest, original: string): string =>
  /\bimage\/webp\b/i.test(String(request.headers.accept ?? '')) ? 'image/webp' : original;

/**
 * Answers with a stored image: its stored type, never sniffed nor run as a page, its hash as the
 * ETag; `immutable` when the address names the content, which then may be kept for a year. With
 * `?w=` (the route's query schema admits only the spec's widths) it sends that width, made once
 * and then served from the size cache, in WebP when the request's Accept allows.
 */
export async function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { contentType: string; data: Buffer; hash: string },
  immutable: boolean,
) {
  const { w, q } = request.query as { w?: number; q?: number };
  let sent: { contentType: string; data: Buffer; tag: string } = { ...image, tag: image.hash };
  if (w !== undefined) {
    reply.header('vary', 'Accept');
    const type = sizedType(request, image.contentType);
    const sized: SizedImage | undefined = await request.server.imageSizes
      .sized(image, w, q ?? IMAGE_QUALITY, type)
      .catch((error: unknown) => {
        // A stored image that does not decode is still the image: the original goes instead.
        request.log.warn({ err: error }, 'image size not produced');
        return undefined;
      });
    if (sized) sent = { ...sized, tag: sized.key };
  }
  const etag = `"${sent.tag}"`;
  reply
    .headers(MEDIA_HEADERS)
    .header('etag', etag)
    .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(sent.contentType).send(sent.data);
}
