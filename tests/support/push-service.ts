/**
 * A push service on this machine for the tests (RFC 8030): no test reaches a real one. It accepts
 * a POST to `/push/<device>` with `Content-Encoding: aes128gcm`, checks the VAPID authorisation
 * (RFC 8292: an ES256 token for this origin, signed by the key it names), decrypts the payload
 * with the device's private key (RFC 8291) and records it; it answers 201, or 410 for a device
 * marked gone. `testDevice()` makes a subscription's keys as a browser would.
 */
import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The device's private half, to read what it is sent. */
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  device: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The decrypted payload as text. */
  text: string;
}

const b64u = (data: Buffer) => data.toString('base64url');

/** Decrypts one aes128gcm record (RFC 8188) sent to this device (RFC 8291). */
export function decryptPush(body: Buffer, device: Pick<TestDevice, 'ecdh' | 'authSecret'>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, info, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then padding of zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('not the last record');
  return plain.subarray(0, end).toString('utf8');
}

/** Whether `Authorization: vapid t=…, k=…` is a live ES256 token for this origin signed by k. */
function vapidValid(header: string | undefined, origin: string, now: number): boolean {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return false;
  const [head, claims, signature] = (match[1] as string).split('.') as [string, string, string];
  const raw = Buffer.from(match[2] as string, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return false;
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number };
  return signed && body.aud === origin && typeof body.exp === 'number' && body.exp * 1000 > now;
}

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startPushService() {
  const devices = new Map<string, TestDevice>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: { device: string; status: number }[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      const answer = (status: number) => {
        if (status >= 400) refused.push({ device: id, status });
        response.writeHead(status).end();
      };
      if (request.method !== 'POST' || !device) return answer(404);
      if (gone.has(id)) return answer(410);
      if (request.headers['content-encoding'] !== 'aes128gcm') return answer(415);
      if (!vapidValid(request.headers.authorization, origin, Date.now())) return answer(403);
      received.push({
        device: id,
        ttl: request.headers.ttl as string | undefined,
        urgency: request.headers.urgency as string | undefined,
        text: decryptPush(body, device),
      });
      answer(201);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    /** A new device's subscription (a P-256 key pair and a 16-byte secret), as PushSubscription.toJSON() gives it. */
    device(): TestDevice {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device = {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(authSecret) },
        ecdh,
        authSecret,
      };
      devices.set(id, device);
      return device;
    },
    /** From now on the push service answers 410 Gone for this device (its owner unsubscribed). */
    markGone(endpoint: string) {
      gone.add(endpoint.split('/').at(-1) as string);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
