import useSWR from 'swr';
import { useIntl } from 'react-intl';
import {
  CAPTION_LANGUAGE_NAMES,
  captionTrackListSchema,
  type CaptionTrack,
} from '../../../api/contracts/captions.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

/** A video's caption tracks (signed addresses a `<track>` loads without the bearer token). */
export function useCaptionTracks(videoId: string | null) {
  const client = useApiClient();
  return useSWR<CaptionTrack[], ApiError>(videoId ? ['/videos/captions', videoId] : null, () =>
    client.request(`/videos/${videoId}/captions`, { schema: captionTrackListSchema }),
  );
}

/**
 * One `<track>` per caption language of a video, inside its `<video>`: labelled in the language's own
 * name, the reader's interface language shown by default.
 */
export function VideoCaptionTracks({ tracks }: { tracks: CaptionTrack[] | undefined }) {
  const { locale } = useIntl();
  const reader = locale.slice(0, 2);
  return (
    <>
      {(tracks ?? []).map((track) => (
        <track
          key={track.language}
          kind="captions"
          src={track.url}
          srcLang={track.language}
          label={CAPTION_LANGUAGE_NAMES[track.language]}
          default={track.language === reader}
        />
      ))}
    </>
  );
}
