import useSWR from 'swr';
import {
  videosCaptionsEndpoints as endpoints,
  type CaptionLanguage,
  type CaptionTrack,
} from '../../../api/contracts/captions.ts';
import { ApiError, useApiClient, type ApiClient } from '../../../api/index.ts';
import { useWrite, type AfterWrite } from '../../../lib/index.ts';
import { videoKeys } from './videos.ts';

export const captionKeys = {
  all: endpoints.list.path,
  tracks: (videoId: string) => [captionKeys.all, videoId] as const,
  /** A track's text: its address changes with every save, so the key does too. */
  text: (url: string) => [captionKeys.all, 'text', url] as const,
};

export const fetchCaptionTracks = (client: ApiClient, videoId: string): Promise<CaptionTrack[]> =>
  client.call(endpoints.list, { params: { id: videoId } });

export function useCaptionTracks(videoId: string | null) {
  const client = useApiClient();
  return useSWR<CaptionTrack[], ApiError>(videoId ? captionKeys.tracks(videoId) : null, () =>
    fetchCaptionTracks(client, videoId ?? ''),
  );
}

/**
 * A track's WebVTT text. Its address is signed for a <track> element, which sends no bearer token,
 * so it is read the way the element reads it.
 */
export async function fetchCaptionText(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(0, 'NonApiError', error instanceof Error ? error.message : 'Network request failed');
  }
  if (!response.ok) throw new ApiError(response.status, 'NonApiError', response.statusText);
  return response.text();
}

export function useCaptionText(track: CaptionTrack | undefined) {
  return useSWR<string, ApiError>(track ? captionKeys.text(track.url) : null, () =>
    fetchCaptionText(track?.url ?? ''),
  );
}

// A changed track changes the video's languages in the library too; a track's text is read again
// even when the server keeps its address.
const afterCaptionWrite: AfterWrite<unknown, { videoId: string }> = (mutate) =>
  mutate((key: unknown) => Array.isArray(key) && (key[0] === captionKeys.all || key[0] === videoKeys.list));

export const saveCaptions = (
  client: ApiClient,
  { videoId, language, vtt }: { videoId: string; language: CaptionLanguage; vtt: string },
) => client.call(endpoints.put, { params: { id: videoId, language }, body: { vtt } });
export const useSaveCaptions = () => useWrite('captions:save', saveCaptions, afterCaptionWrite);

export const deleteCaptions = (
  client: ApiClient,
  { videoId, language }: { videoId: string; language: CaptionLanguage },
) => client.call(endpoints.remove, { params: { id: videoId, language } });
export const useDeleteCaptions = () => useWrite('captions:delete', deleteCaptions, afterCaptionWrite);

/** The line a refused file names ("Line 12: …"), and what is wrong with it in plain words. */
export function captionProblem(error: unknown): { line: number | null; reason: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'InvalidCaptions') return null;
  const match = /^Line (\d+):\s*(.*)$/s.exec(error.message);
  return match ? { line: Number(match[1]), reason: match[2] ?? '' } : { line: null, reason: error.message };
}
