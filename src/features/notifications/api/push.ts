import useSWR from 'swr';
import {
  notificationsPushEndpoints as endpoints,
  type PushKind,
  type PushSubscriptionInput,
  type PushSubscriptionList,
} from '../../../api/contracts/push.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';
import { pushKeys } from './keys.ts';

const isPushKey = (key: unknown) => key === pushKeys.subscriptions;

/** My devices' push subscriptions (this device's among them when push is on here). */
export function usePushSubscriptions() {
  const client = useApiClient();
  return useSWR<PushSubscriptionList, ApiError>(pushKeys.subscriptions, () =>
    client.call(endpoints.subscriptions),
  );
}

/** Subscribes this device: the server's key, the browser's subscription, then the server's record of it. */
const subscribe = async (
  client: ApiClient,
  {
    device,
    kinds,
  }: { device: (publicKey: string) => Promise<Omit<PushSubscriptionInput, 'kinds'>>; kinds: PushKind[] },
) => {
  const { public_key } = await client.call(endpoints.key);
  const body: PushSubscriptionInput = { ...(await device(public_key)), kinds };
  return client.call(endpoints.subscribe, { body });
};
export const useSubscribePush = () =>
  useWrite('notifications:push-subscribe', subscribe, revalidate(isPushKey));

const update = (client: ApiClient, { id, kinds }: { id: string; kinds: PushKind[] }) =>
  client.call(endpoints.update, { params: { id }, body: { kinds } });
export const useUpdatePush = () => useWrite('notifications:push-update', update, revalidate(isPushKey));

const remove = (client: ApiClient, id: string) => client.call(endpoints.remove, { params: { id } });
export const useRemovePush = () => useWrite('notifications:push-remove', remove, revalidate(isPushKey));
