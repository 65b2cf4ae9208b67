import { ApiError } from '../../http/errors.ts';
import type { VideoHostPort } from './host-port.ts';

/** Vimeo API 3.4 (docs/product.md § Calls): versioned JSON accept header, server-held bearer token. */
export const VIMEO_ACCEPT = 'application/vnd.vimeo.*+json;version=3.4';

/** Spec §8: host failures reach the client as one generic error. */
export const videoHostError = () =>
  new ApiError(502, 'NonApiError', 'The video host could not complete the request. Please try again later.');

export interface VimeoSettings {
  token: string;
  /** https://api.vimeo.com, or a stand-in in tests. */
  apiUrl: string;
  fetch?: typeof fetch;
}

/**
 * Videos kept at Vimeo. The server creates the video with the tus approach and hands the browser
 * only the upload link (never the token); thumbnails are uploaded and activated through the
 * video's pictures connection.
 */
export function createVimeoHost(settings: VimeoSettings): VideoHostPort {
  const call = settings.fetch ?? fetch;
  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await call(new URL(path, settings.apiUrl), {
        method,
        headers: {
          authorization: `bearer ${settings.token}`,
          accept: VIMEO_ACCEPT,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw videoHostError();
    }
    if (!response.ok) throw videoHostError();
    return (response.status === 204 ? undefined : await response.json()) as T;
  }
  const idOf = (uri: string) => uri.split('/').filter(Boolean).pop() ?? '';

  return {
    name: 'vimeo',
    async createUpload({ size, title }) {
      const created = await api<{ uri?: string; upload?: { upload_link?: string } }>('POST', '/me/videos', {
        upload: { approach: 'tus', size },
        name: title,
      });
      if (!created.uri || !created.upload?.upload_link) throw videoHostError();
      return {
        hostVideoId: idOf(created.uri),
        endpoint: null,
        uploadLink: created.upload.upload_link,
        metadata: {},
      };
    },
    async setThumbnail(video, image, contentType) {
      if (!video.hostVideoId) throw videoHostError();
      const found = await api<{ metadata?: { connections?: { pictures?: { uri?: string } } } }>(
        'GET',
        `/videos/${video.hostVideoId}?fields=metadata.connections.pictures.uri`,
      );
      const pictures = found.metadata?.connections?.pictures?.uri;
      if (!pictures) throw videoHostError();
      const picture = await api<{ uri?: string; link?: string; base_link?: string }>('POST', pictures);
      if (!picture.uri || !picture.link) throw videoHostError();
      let put: Response;
      try {
        put = await call(picture.link, {
          method: 'PUT',
          headers: { 'content-type': contentType, accept: VIMEO_ACCEPT },
          body: new Uint8Array(image),
        });
      } catch {
        throw videoHostError();
      }
      if (!put.ok) throw videoHostError();
      await api('PATCH', picture.uri, { active: true });
      return picture.base_link ?? picture.link;
    },
    // Text tracks as Vimeo documents them: create (type, language, name) → PUT the file to its link →
    // PATCH it active; a replaced track is deleted once the new one is live.
    async setCaptions(video, { language, name, vtt, previousTrackId }) {
      if (!video.hostVideoId) throw videoHostError();
      const track = await api<{ uri?: string; link?: string }>(
        'POST',
        `/videos/${video.hostVideoId}/texttracks`,
        {
          type: 'captions',
          language,
          name,
        },
      );
      if (!track.uri || !track.link) throw videoHostError();
      let put: Response;
      try {
        put = await call(track.link, { method: 'PUT', headers: { accept: VIMEO_ACCEPT }, body: vtt });
      } catch {
        throw videoHostError();
      }
      if (!put.ok) throw videoHostError();
      await api('PATCH', track.uri, { active: true });
      if (previousTrackId)
        await api('DELETE', `/videos/${video.hostVideoId}/texttracks/${previousTrackId}`).catch(
          () => undefined,
        );
      return idOf(track.uri);
    },
    async removeCaptions(video, trackId) {
      if (video.hostVideoId) await api('DELETE', `/videos/${video.hostVideoId}/texttracks/${trackId}`);
    },
    playbackUrl(video) {
      return video.hostVideoId ? `https://player.vimeo.com/video/${video.hostVideoId}` : null;
    },
    async remove(video) {
      if (video.hostVideoId) await api('DELETE', `/videos/${video.hostVideoId}`);
    },
    /** Whether Vimeo has the whole file (the browser uploaded it there, not to us). */
    async confirmUpload({ hostVideoId }) {
      if (!hostVideoId) return false;
      const video = await api<{ upload?: { status?: string } }>(
        'GET',
        `/videos/${hostVideoId}?fields=upload.status`,
      );
      return video.upload?.status === 'complete';
    },
  };
}
