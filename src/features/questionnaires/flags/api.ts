import useSWR from 'swr';
import type {
  FlagOutcome,
  QuestionnaireFlag,
  SafeguardingSettings,
  SafeguardingView,
} from '../../../api/contracts/questionnaires.ts';
import { questionnairesEndpoints as endpoints } from '../../../api/contracts/questionnaire-endpoints.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** The queue's filters: not yet acknowledged, not yet resolved, resolved, every flag. */
export type FlagStatus = 'open' | 'active' | 'resolved' | 'all';

/** SWR keys of duty of care: the queue by filter, and the organisation's settings. */
const keys = {
  flags: (status: FlagStatus) => [endpoints.flags.path, status] as const,
  safeguarding: () => [endpoints.safeguarding.path] as const,
};

export function useFlags(status: FlagStatus) {
  const client = useApiClient();
  return useSWR<QuestionnaireFlag[], ApiError>(
    keys.flags(status),
    async () => (await client.call(endpoints.flags, { query: { status } })).data,
    { keepPreviousData: true },
  );
}

/** One step of a flag: acknowledge (with an optional note), start, resolve (with an outcome and a note). */
export type FlagStep =
  | { id: string; action: 'acknowledge'; note: string }
  | { id: string; action: 'start' }
  | { id: string; action: 'resolve'; outcome: FlagOutcome; note: string };

const stepFlag = (client: ApiClient, step: FlagStep) => {
  const params = { id: step.id };
  if (step.action === 'resolve')
    return client.call(endpoints.resolveFlag, {
      params,
      body: { outcome: step.outcome, note: step.note.trim() },
    });
  if (step.action === 'acknowledge')
    return client.call(endpoints.acknowledgeFlag, {
      params,
      body: step.note.trim() ? { note: step.note.trim() } : {},
    });
  return client.call(endpoints.startFlag, { params });
};
export const useFlagStep = () =>
  useWrite(
    'questionnaires:flag-step',
    stepFlag,
    revalidate((key) => Array.isArray(key) && key[0] === endpoints.flags.path),
  );

export function useSafeguarding() {
  const client = useApiClient();
  return useSWR<SafeguardingView, ApiError>(keys.safeguarding(), () => client.call(endpoints.safeguarding));
}

const saveSafeguarding = (client: ApiClient, settings: SafeguardingSettings) =>
  client.call(endpoints.saveSafeguarding, { body: settings });
export const useSaveSafeguarding = () =>
  useWrite(
    'questionnaires:safeguarding',
    saveSafeguarding,
    revalidate((key) => Array.isArray(key) && key[0] === endpoints.safeguarding.path),
  );
