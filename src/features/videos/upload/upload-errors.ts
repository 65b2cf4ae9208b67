/** Spec §8's upload errors, as message keys (videos.errors.*). */
export type UploadErrorKey =
  'create' | 'location' | 'offset' | 'length' | 'locked' | 'resume' | 'chunk' | 'failed';

/** Which spec error a tus-js-client failure is, from its status and message. */
export function uploadErrorKey(status: number | null, message: string): UploadErrorKey {
  const text = message.toLowerCase();
  if (status === 423) return 'locked';
  if (text.includes('while creating upload')) return 'create';
  if (text.includes('location header')) return 'location';
  if (text.includes('resum')) return 'resume';
  if (text.includes('chunk')) return 'chunk';
  if (text.includes('offset')) return 'offset';
  if (text.includes('length')) return 'length';
  return 'failed';
}
