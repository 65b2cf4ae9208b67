import useSWR from 'swr';
import {
  appSignInCodeSchema,
  appSignInCodeStatusSchema,
  type AppSignInCode,
  type AppSignInCodeStatus,
  type Language,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

const path = (patientId: string) => `/families/children/${encodeURIComponent(patientId)}/app-code`;

export const appCodeKeys = { status: (patientId: string) => ['app-code', patientId] as const };

/** Whether the child has a live three-word code (its words are only ever answered when it is made). */
export function useAppCodeStatus(patientId: string) {
  const client = useApiClient();
  return useSWR<AppSignInCodeStatus, ApiError>(appCodeKeys.status(patientId), () =>
    client.request(path(patientId), { schema: appSignInCodeStatusSchema }),
  );
}

export const makeAppCode = (client: ApiClient, arg: { patientId: string; language: Language }) =>
  client.request(path(arg.patientId), {
    method: 'POST',
    body: { language: arg.language },
    schema: appSignInCodeSchema,
  });

/** Makes (or remakes, voiding the old one) a code; the child's status is read again after. */
export const useMakeAppCode = () =>
  useWrite<{ patientId: string; language: Language }, AppSignInCode>(
    'app-code:make',
    makeAppCode,
    (mutate, _data, arg) => mutate(appCodeKeys.status(arg.patientId)),
  );
