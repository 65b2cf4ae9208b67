import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from './errors.ts';

/** Bytes file-type needs to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

/**
 * Media types that are one container under several names: file-type reports the registered name
 * (video/vnd.avi, video/matroska), browsers and our settings often use the older x- ones, and an
 * ISO-BMFF file's brand decides between mp4, m4v and QuickTime.
 */
const FAMILIES = [
  ['video/mp4', 'video/quicktime', 'video/x-m4v', 'video/3gpp', 'video/3gpp2', 'audio/mp4'],
  ['video/webm', 'video/x-matroska', 'video/matroska', 'audio/webm'],
  ['video/x-msvideo', 'video/vnd.avi', 'video/avi', 'video/msvideo'],
  ['image/jpeg', 'image/jpg', 'image/pjpeg'],
];

/** Whether bytes sniffed as `sniffed` may be served as the `declared` type. */
export function sameMedia(declared: string, sniffed: string | null): boolean {
  if (!sniffed) return false;
  const a = declared.toLowerCase();
  const b = sniffed.toLowerCase();
  return a === b || FAMILIES.some((family) => family.includes(a) && family.includes(b));
}

/** The media type the first bytes of a file show (null when unknown: text, HTML, script…). */
export async function sniff(head: Uint8Array): Promise<string | null> {
  return (await fileTypeFromBuffer(head))?.mime ?? null;
}

/** Refuses an image whose bytes are not the type it was sent as (a script can be sent as image/png). */
export async function assertImage(data: Buffer, declared: string): Promise<string> {
  const actual = await sniff(data.subarray(0, SNIFF_BYTES));
  if (!sameMedia(declared, actual))
    throw new ApiError(
      415,
      'UnsupportedMediaType',
      `The file is not a ${declared.replace('image/', '').toUpperCase()} image`,
    );
  return declared;
}

/** The first bytes of a stream (the stream is then let go). */
export async function headOf(stream: NodeJS.ReadableStream, bytes = SNIFF_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    chunks.push(buffer);
    length += buffer.length;
    if (length >= bytes) break;
  }
  (stream as { destroy?: () => void }).destroy?.();
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** Headers of media answers: the stored type, never sniffed, never run as a page. */
export const MEDIA_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;
