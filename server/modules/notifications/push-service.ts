import { isIP } from 'node:net';
import { roleOf } from '../../../src/api/contracts/permission-rules.ts';
import {
  MAX_PUSH_ENDPOINT_LENGTH,
  pushKindsFor,
  type PushKind,
  type PushSubscription,
  type PushSubscriptionInput,
  type PushSubscriptionList,
} from '../../../src/api/contracts/push.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { PushRepository, PushSubscriptionRow } from './push-repository.ts';

const toSubscription = (r: PushSubscriptionRow): PushSubscription => ({
  id: r.id,
  endpoint: r.endpoint,
  kinds: r.kinds,
  label: r.label,
  created_at: r.createdAt.toISOString(),
  last_success_at: r.lastSuccessAt ? r.lastSuccessAt.toISOString() : null,
  failure_count: r.failureCount,
});

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The push service's address: https, on a named host (never this machine or an address inside
 * the network); http to this machine only where `allowLocal` (NODE_ENV test or development).
 */
function checkEndpoint(endpoint: string, allowLocal: boolean): void {
  let address: URL;
  try {
    address = new URL(endpoint);
  } catch {
    throw validationError('endpoint', 'The endpoint must be an https address');
  }
  const local = LOCAL_HOSTS.has(address.hostname);
  if (address.username || address.password)
    throw validationError('endpoint', 'The endpoint must not hold a user name or password');
  if (allowLocal && local && (address.protocol === 'http:' || address.protocol === 'https:')) return;
  if (address.protocol !== 'https:')
    throw validationError('endpoint', 'The endpoint must be an https address');
  if (local || isIP(address.hostname.replace(/^\[|\]$/g, '')) !== 0)
    throw validationError('endpoint', "The endpoint must name a push service's host");
  if (endpoint.length > MAX_PUSH_ENDPOINT_LENGTH)
    throw validationError('endpoint', `The endpoint must be at most ${MAX_PUSH_ENDPOINT_LENGTH} characters`);
}

/**
 * One's own devices' push subscriptions: every call acts on the caller's only, so another
 * person's is answered as missing. Subscribing and unsubscribing are audited, never the keys.
 */
export function createPushService(deps: {
  repo: PushRepository;
  audit: AuditLog;
  now: () => number;
  publicKey: string;
  allowLocalEndpoints: boolean;
}) {
  const { repo, audit } = deps;
  const checkKinds = (t: Tenancy, kinds: readonly PushKind[]) => {
    const allowed = pushKindsFor(roleOf(t.principal.type));
    const refused = kinds.find((kind) => !allowed.includes(kind));
    if (refused) throw validationError('kinds', `Your account cannot choose ${refused}`);
  };
  return {
    key: () => ({ public_key: deps.publicKey }),
    async list(t: Tenancy): Promise<PushSubscriptionList> {
      return { data: (await repo.mine(t.principal.sub)).map(toSubscription) };
    },
    async subscribe(t: Tenancy, input: PushSubscriptionInput): Promise<PushSubscription> {
      checkEndpoint(input.endpoint, deps.allowLocalEndpoints);
      checkKinds(t, input.kinds);
      return repo.transaction(async (tx) => {
        const row = await repo.upsert(
          {
            userId: t.principal.sub,
            organisationId: t.principal.org,
            endpoint: input.endpoint,
            p256dh: input.keys.p256dh,
            auth: input.keys.auth,
            kinds: [...input.kinds],
            label: input.label || null,
            createdAt: new Date(deps.now()),
          },
          tx,
        );
        await audit.recordFor(
          t,
          {
            organisationId: t.principal.org,
            action: 'notifications.push.subscribe',
            subject: row.id,
            detail: { kinds: row.kinds, host: new URL(row.endpoint).host },
          },
          tx,
        );
        return toSubscription(row);
      });
    },
    async update(t: Tenancy, id: string, kinds: readonly PushKind[]): Promise<PushSubscription> {
      checkKinds(t, kinds);
      return repo.transaction(async (tx) => {
        const row = await repo.setKinds(t.principal.sub, id, [...kinds], tx);
        if (!row) throw notFound('Push subscription');
        return toSubscription(row);
      });
    },
    async remove(t: Tenancy, id: string): Promise<void> {
      await repo.transaction(async (tx) => {
        const row = await repo.remove(t.principal.sub, id, tx);
        if (!row) throw notFound('Push subscription');
        await audit.recordFor(
          t,
          {
            organisationId: t.principal.org,
            action: 'notifications.push.unsubscribe',
            subject: row.id,
            detail: { host: new URL(row.endpoint).host },
          },
          tx,
        );
      });
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
