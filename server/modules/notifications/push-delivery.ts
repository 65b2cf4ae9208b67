import webpush from 'web-push';
import { pushKindOf, type PushPayload } from '../../../src/api/contracts/push.ts';
import type { JobEngine, JobSpec } from '../../jobs/engine.ts';
import { mailLanguageOf } from '../../mail/templates.ts';
import type { NotificationChannel } from './notify.ts';
import type { PushRepository } from './push-repository.ts';
import { PUSH_TEXTS } from './push-texts.ts';
import type { VapidKeys } from './vapid.ts';

const PUSH_JOB = 'notifications.push';
/** How long a push service keeps a push for a device that is off (a day: older news is in the portal). */
const PUSH_TTL_SECONDS = 86_400;
/** The notification centre: where a push of a notification without a link of its own leads. */
const CENTRE = '/notifications';
const PRODUCT = 'Lantern';

interface PushJob {
  notificationId: string;
  subscriptionId: string;
}

/**
 * The push channel: for each notification just stored, one job per device of its reader that
 * chose the notification's kind, sent in the transaction that stored it.
 */
export function createPushChannel(deps: {
  repo: Pick<PushRepository, 'ofUsers'>;
  jobs: Pick<JobEngine, 'send'>;
}): NotificationChannel {
  return {
    name: 'push',
    async deliver(stored, tx) {
      const pushed = stored.filter((row) => pushKindOf(row.kind));
      if (pushed.length === 0) return;
      const devices = await deps.repo.ofUsers([...new Set(pushed.map((row) => row.userId))], tx);
      for (const row of pushed) {
        const kind = pushKindOf(row.kind);
        for (const device of devices)
          if (kind && device.userId === row.userId && device.kinds.includes(kind))
            await deps.jobs.send<PushJob>(
              PUSH_JOB,
              { notificationId: row.id, subscriptionId: device.id },
              { tx },
            );
      }
    },
  };
}

/** The push's text: the organisation's name and a generic line in the reader's language. */
function pushPayloadOf(d: NonNullable<Awaited<ReturnType<PushRepository['delivery']>>>): PushPayload | null {
  const kind = pushKindOf(d.kind);
  if (!kind) return null;
  const language = mailLanguageOf(
    { type: d.userType, language: d.userLanguage },
    d.organisationLanguage
      ? { language: d.organisationLanguage, familyLanguages: d.familyLanguages ?? [] }
      : null,
  );
  const organisation = d.organisation ?? PRODUCT;
  return { title: organisation, body: PUSH_TEXTS[language].line[kind](organisation), link: d.link ?? CENTRE };
}

/**
 * Sends one push (RFC 8030, the payload encrypted for the device per RFC 8291, signed per RFC 8292
 * by web-push). A push service's 404 or 410 means the device unsubscribed: its row goes. Any
 * other failure is counted on the row and thrown, for the queue's policy to retry.
 */
export function pushJob(deps: {
  repo: PushRepository;
  vapid: VapidKeys;
  now: () => number;
}): JobSpec<PushJob> {
  return {
    name: PUSH_JOB,
    // A few tries over about half an hour: a push that late is stale, the notification centre keeps it.
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
    async run({ notificationId, subscriptionId }) {
      const d = await deps.repo.delivery(subscriptionId, notificationId);
      // The device was turned off, or the notification erased, since.
      if (!d) return;
      const payload = pushPayloadOf(d);
      if (!payload) return;
      const { endpoint, p256dh, auth } = d.subscription;
      const request = webpush.generateRequestDetails(
        { endpoint, keys: { p256dh, auth } },
        JSON.stringify(payload),
        {
          TTL: PUSH_TTL_SECONDS,
          urgency: d.kind.startsWith('flag.') ? 'high' : 'normal',
          vapidDetails: deps.vapid,
          contentEncoding: 'aes128gcm',
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      let status: number;
      try {
        const response = await fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: new Uint8Array(request.body),
          redirect: 'error',
          signal: AbortSignal.timeout(15_000),
        });
        await response.body?.cancel();
        status = response.status;
      } catch (error) {
        await deps.repo.failed(subscriptionId);
        throw error;
      }
      if (status === 404 || status === 410) return deps.repo.gone(subscriptionId);
      if (status < 200 || status >= 300) {
        await deps.repo.failed(subscriptionId);
        throw new Error(`The push service answered ${status}`);
      }
      await deps.repo.delivered(subscriptionId, new Date(deps.now()));
    },
  };
}
