import type { ReactNode } from 'react';
import { delay, HttpResponse } from 'msw';
import type { PushSubscription, PushSubscriptionList } from '../../src/api/contracts/push.ts';
import {
  PushDeviceContext,
  type DeviceSubscription,
  type PushDevice,
} from '../../src/features/notifications/push/device.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { notificationsPushEndpoints } from '../../src/api/contracts/index.ts';

/** This browser's subscription in the stories (the keys have the right lengths; nothing is sent). */
export const thisDevice: DeviceSubscription = {
  endpoint: 'https://push.example.test/send/this-device',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

/** A stand-in for the browser's push: supported or not, what was allowed, whether this device is subscribed. */
export function fakePushDevice(state: {
  supported?: boolean;
  permission?: NotificationPermission;
  subscribed?: boolean;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
}): PushDevice {
  let permission = state.permission ?? 'default';
  let subscribed = state.subscribed ?? false;
  return {
    supported: () => state.supported ?? true,
    permission: () => permission,
    requestPermission: async () => {
      permission = state.answer ?? 'granted';
      return permission;
    },
    current: async () => (subscribed ? thisDevice : null),
    subscribe: async () => {
      subscribed = true;
      return thisDevice;
    },
    unsubscribe: async () => {
      subscribed = false;
    },
  };
}

// The stand-in the screen is given: a fresh one for each story (its beforeEach), kept across its renders.
let current: PushDevice = fakePushDevice({});
export const setPushDevice = (state: Parameters<typeof fakePushDevice>[0]) => {
  current = fakePushDevice(state);
};
/** Gives the story's screen the stand-in for the browser's push. */
export const withPushDevice = (Story: () => ReactNode) => (
  <PushDeviceContext value={current}>{Story()}</PushDeviceContext>
);

export const deviceSubscription = (kinds: PushSubscription['kinds']): PushSubscription => ({
  id: '71000000-0000-4000-8000-000000000001',
  endpoint: thisDevice.endpoint,
  kinds,
  label: null,
  created_at: '2026-12-01T10:00:00.000Z',
  last_success_at: '2026-12-05T09:30:00.000Z',
  failure_count: 0,
});

const failure = () =>
  apiError({ status: 503, code: 'ServiceUnavailable', message: 'The database is not reachable' });

/** The push calls over subscriptions kept in memory; `failWrites`: every write answers 503. */
export function pushHandlers(initial: PushSubscription[] = [], options: { failWrites?: boolean } = {}) {
  let list = initial.map((s) => ({ ...s }));
  return [
    answer(notificationsPushEndpoints.key, () => HttpResponse.json({ public_key: `B${'K'.repeat(86)}` })),
    answer(notificationsPushEndpoints.subscriptions, () =>
      HttpResponse.json<PushSubscriptionList>({ data: list }),
    ),
    answer(notificationsPushEndpoints.subscribe, async ({ request }) => {
      if (options.failWrites) return failure();
      const body = (await request.json()) as { endpoint: string; kinds: PushSubscription['kinds'] };
      const created = { ...deviceSubscription(body.kinds), endpoint: body.endpoint, last_success_at: null };
      list = [...list.filter((s) => s.endpoint !== body.endpoint), created];
      return HttpResponse.json<PushSubscription>(created, { status: 201 });
    }),
    answer(notificationsPushEndpoints.update, async ({ params, request }) => {
      if (options.failWrites) return failure();
      const { kinds } = (await request.json()) as { kinds: PushSubscription['kinds'] };
      list = list.map((s) => (s.id === params.id ? { ...s, kinds } : s));
      const found = list.find((s) => s.id === params.id);
      return found
        ? HttpResponse.json<PushSubscription>(found)
        : apiError({ status: 404, code: 'ResourceNotFound', message: 'Push subscription not found' });
    }),
    answer(notificationsPushEndpoints.remove, ({ params }) => {
      if (options.failWrites) return failure();
      list = list.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

export const pushStates = {
  pending: [
    answer(notificationsPushEndpoints.subscriptions, async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
  fails: [answer(notificationsPushEndpoints.subscriptions, failure)],
};
