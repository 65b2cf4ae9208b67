import useSWR from 'swr';
import {
  pushKeySchema,
  pushSubscriptionListSchema,
  pushSubscriptionSchema,
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
    client.request(pushKeys.subscriptions, { schema: pushSubscriptionListSchema }),
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
  const { public_key } = await client.request(pushKeys.key, { schema: pushKeySchema });
  const body: PushSubscriptionInput = { ...(await device(public_key)), kinds };
  return client.request(pushKeys.subscriptions, { method: 'POST', body, schema: pushSubscriptionSchema });
};
export const useSubscribePush = () =>
  useWrite('notifications:push-subscribe', subscribe, revalidate(isPushKey));

const update = (client: ApiClient, { id, kinds }: { id: string; kinds: PushKind[] }) =>
  client.request(`${pushKeys.subscriptions}/${id}`, {
    method: 'PATCH',
    body: { kinds },
    schema: pushSubscriptionSchema,
  });
export const useUpdatePush = () => useWrite('notifications:push-update', update, revalidate(isPushKey));

const remove = (client: ApiClient, id: string) =>
  client.request(`${pushKeys.subscriptions}/${id}`, { method: 'DELETE' });
export const useRemovePush = () => useWrite('notifications:push-remove', remove, revalidate(isPushKey));
