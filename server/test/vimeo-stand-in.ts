import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VIMEO_ACCEPT } from '../modules/videos/vimeo-host.ts';

export const VIMEO_TOKEN = 'vimeo-test-token';

interface Recorded {
  method: string;
  path: string;
  body: string;
}

/**
 * A local stand-in for the Vimeo API 3.4 endpoints Lantern calls, answering as Vimeo documents:
 * POST /me/videos (tus approach) → uri and upload.upload_link; GET /videos/{id}?fields=… →
 * metadata.connections.pictures.uri or upload.status; POST …/pictures → uri, link, base_link;
 * PUT of the image to link; PATCH the picture { active: true }; DELETE /videos/{id} → 204.
 * Requests without the bearer token or the versioned Accept header get Vimeo's 401 / 400.
 */
export async function startVimeoStandIn() {
  const requests: Recorded[] = [];
  const videos = new Map<
    string,
    { size: number; complete: boolean; pictures: string[]; active: string | null }
  >();
  /** Text tracks by video: POST …/texttracks → uri and upload link; PUT the file; PATCH active; DELETE. */
  const texttracks = new Map<
    string,
    Map<string, { language: string; file: string | null; active: boolean }>
  >();
  let next = 7000;
  let failNext = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('latin1')));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await read(req);
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, body });
    const json = (status: number, value?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/vnd.vimeo.video+json' });
      res.end(value === undefined ? undefined : JSON.stringify(value));
    };
    if (failNext > 0) {
      failNext -= 1;
      return json(500, { error: 'Something strange occurred. Please try again.' });
    }
    // The picture upload link is a plain file host: no API headers needed.
    if (req.method === 'PUT' && url.pathname.startsWith('/upload-picture/')) return json(200);
    const upload = url.pathname.match(/^\/upload-texttrack\/(\d+)\/(\d+)$/);
    if (req.method === 'PUT' && upload) {
      const track = texttracks.get(upload[1] ?? '')?.get(upload[2] ?? '');
      if (!track) return json(404, { error: 'Not found' });
      track.file = Buffer.from(body, 'latin1').toString('utf8');
      return json(200);
    }
    const textMatch = url.pathname.match(/^\/videos\/(\d+)\/texttracks(?:\/(\d+))?$/);
    if (
      textMatch &&
      req.headers.authorization === `bearer ${VIMEO_TOKEN}` &&
      req.headers.accept === VIMEO_ACCEPT
    ) {
      const [, videoId = '', trackId] = textMatch;
      if (!videos.has(videoId)) return json(404, { error: 'The requested video couldn\u2019t be found.' });
      const tracks = texttracks.get(videoId) ?? new Map();
      texttracks.set(videoId, tracks);
      if (req.method === 'POST' && !trackId) {
        const input = JSON.parse(Buffer.from(body || '{}', 'latin1').toString('utf8')) as {
          type?: string;
          language?: string;
          name?: string;
        };
        if (!input.type || !input.language) return json(400, { error: 'type and language are required' });
        const id = String((next += 1));
        tracks.set(id, { language: input.language, file: null, active: false });
        const address = server.address() as AddressInfo;
        return json(201, {
          uri: `/videos/${videoId}/texttracks/${id}`,
          active: false,
          type: input.type,
          language: input.language,
          name: input.name,
          link: `http://127.0.0.1:${address.port}/upload-texttrack/${videoId}/${id}`,
        });
      }
      const track = trackId ? tracks.get(trackId) : undefined;
      if (!track) return json(404, { error: 'Not found' });
      if (req.method === 'PATCH') {
        track.active = (JSON.parse(body || '{}') as { active?: boolean }).active === true;
        return json(200, { uri: url.pathname, active: track.active });
      }
      if (req.method === 'DELETE') {
        tracks.delete(trackId as string);
        return json(204);
      }
    }
    if (req.headers.authorization !== `bearer ${VIMEO_TOKEN}`)
      return json(401, { error: 'You must provide a valid authenticated access token.' });
    if (req.headers.accept !== VIMEO_ACCEPT) return json(400, { error: 'Unsupported API version' });
    const match = url.pathname.match(/^\/videos\/(\d+)(\/pictures(\/\d+)?)?$/);
    if (req.method === 'POST' && url.pathname === '/me/videos') {
      const input = JSON.parse(body || '{}') as { upload?: { approach?: string; size?: number } };
      if (input.upload?.approach !== 'tus' || !input.upload.size)
        return json(400, { error: 'upload.approach and upload.size are required' });
      const id = String((next += 1));
      videos.set(id, { size: input.upload.size, complete: false, pictures: [], active: null });
      return json(200, {
        uri: `/videos/${id}`,
        link: `https://vimeo.com/${id}`,
        upload: {
          approach: 'tus',
          size: input.upload.size,
          upload_link: `https://files.tus.vimeo.com/files/${id}`,
        },
      });
    }
    const video = match ? videos.get(match[1] ?? '') : undefined;
    if (!match || !video) return json(404, { error: 'The requested video couldn\u2019t be found.' });
    const id = match[1] as string;
    if (req.method === 'GET' && !match[2]) {
      if (url.searchParams.get('fields') === 'metadata.connections.pictures.uri')
        return json(200, { metadata: { connections: { pictures: { uri: `/videos/${id}/pictures` } } } });
      if (url.searchParams.get('fields') === 'upload.status')
        return json(200, { upload: { status: video.complete ? 'complete' : 'in_progress' } });
    }
    if (req.method === 'POST' && match[2] && !match[3]) {
      const picture = String(video.pictures.length + 1);
      video.pictures.push(picture);
      const address = server.address() as AddressInfo;
      return json(201, {
        uri: `/videos/${id}/pictures/${picture}`,
        link: `http://127.0.0.1:${address.port}/upload-picture/${id}/${picture}`,
        base_link: `https://i.vimeocdn.com/video/${id}-${picture}`,
      });
    }
    if (req.method === 'PATCH' && match[3]) {
      if ((JSON.parse(body || '{}') as { active?: boolean }).active !== true)
        return json(400, { error: 'active must be true' });
      video.active = match[3].slice(1);
      return json(200, { uri: url.pathname, active: true });
    }
    if (req.method === 'DELETE' && !match[2]) {
      videos.delete(id);
      return json(204);
    }
    return json(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    videos,
    texttracks,
    /** Vimeo answers the next `n` calls with a 500. */
    failNext: (n: number) => (failNext = n),
    complete: (id: string) => {
      const v = videos.get(id);
      if (v) v.complete = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
