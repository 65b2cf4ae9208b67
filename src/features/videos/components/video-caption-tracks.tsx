import { useIntl } from 'react-intl';
import { CAPTION_LANGUAGE_NAMES, type CaptionTrack } from '../../../api/contracts/captions.ts';

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
