import { authEndpoints, videosEndpoints as endpoints } from '../../../api/contracts/index.ts';
import type { ApiClient } from '../../../api/index.ts';

/**
 * The calls of a resumable upload. They are made from the upload's own callbacks (tus progress,
 * success, a reload's resume), not from a screen, so they are plain fetchers rather than hooks.
 */

/** POST /organisation-videos: announce a file; the answer holds the video and its upload link. */
export const announceVideo = (client: ApiClient, body: { title: string; size: number; filetype: string }) =>
  client.call(endpoints.create, { body });

/** POST /organisation-videos/{id}/uploaded: the last byte has arrived. */
export const confirmUpload = (client: ApiClient, videoId: string) =>
  client.call(endpoints.uploaded, { params: { video_id: videoId } });

/** GET /auth/me answers TokenExpired once the token has run out; the client then refreshes it. */
export const renewSession = (client: ApiClient) => client.call(authEndpoints.me).then(() => undefined);
