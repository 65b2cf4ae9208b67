import useSWR from 'swr';
import {
  familyAppCodeEndpoints as endpoints,
  type AppSignInCode,
  type AppSignInCodeStatus,
  type Language,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

export const appCodeKeys = { status: (patientId: string) => ['app-code', patientId] as const };

/** Whether the child has a live three-word code (its words are only ever answered when it is made). */
export function useAppCodeStatus(patientId: string) {
  const client = useApiClient();
  return useSWR<AppSignInCodeStatus, ApiError>(appCodeKeys.status(patientId), () =>
    client.call(endpoints.status, { params: { patient_id: patientId } }),
  );
}

export const makeAppCode = (client: ApiClient, arg: { patientId: string; language: Language }) =>
  client.call(endpoints.make, { params: { patient_id: arg.patientId }, body: { language: arg.language } });

/** Makes (or remakes, voiding the old one) a code; the child's status is read again after. */
export const useMakeAppCode = () =>
  useWrite<{ patientId: string; language: Language }, AppSignInCode>(
    'app-code:make',
    makeAppCode,
    (mutate, _data, arg) => mutate(appCodeKeys.status(arg.patientId)),
  );
