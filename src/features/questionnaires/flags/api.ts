import useSWR from 'swr';
import {
  flagListSchema,
  questionnaireFlagSchema,
  safeguardingViewSchema,
  type FlagOutcome,
  type QuestionnaireFlag,
  type SafeguardingSettings,
  type SafeguardingView,
} from '../../../api/contracts/questionnaires.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** The queue's filters: not yet acknowledged, not yet resolved, resolved, every flag. */
export type FlagStatus = 'open' | 'active' | 'resolved' | 'all';

/** SWR keys of duty of care: the queue by filter, and the organisation's settings. */
const keys = {
  flags: (status: FlagStatus) => ['/questionnaire/flags', status] as const,
  safeguarding: () => ['/questionnaire/safeguarding'] as const,
};

export function useFlags(status: FlagStatus) {
  const client = useApiClient();
  return useSWR<QuestionnaireFlag[], ApiError>(
    keys.flags(status),
    async () =>
      (await client.request('/questionnaire/flags', { query: { status }, schema: flagListSchema })).data,
    { keepPreviousData: true },
  );
}

/** One step of a flag: acknowledge (with an optional note), start, resolve (with an outcome and a note). */
export type FlagStep =
  | { id: string; action: 'acknowledge'; note: string }
  | { id: string; action: 'start' }
  | { id: string; action: 'resolve'; outcome: FlagOutcome; note: string };

const stepFlag = (client: ApiClient, step: FlagStep) =>
  client.request(`/questionnaire/flags/${step.id}/${step.action}`, {
    method: 'POST',
    body:
      step.action === 'resolve'
        ? { outcome: step.outcome, note: step.note.trim() }
        : step.action === 'acknowledge' && step.note.trim()
          ? { note: step.note.trim() }
          : {},
    schema: questionnaireFlagSchema,
  });
export const useFlagStep = () =>
  useWrite(
    'questionnaires:flag-step',
    stepFlag,
    revalidate((key) => Array.isArray(key) && key[0] === '/questionnaire/flags'),
  );

export function useSafeguarding() {
  const client = useApiClient();
  return useSWR<SafeguardingView, ApiError>(keys.safeguarding(), () =>
    client.request('/questionnaire/safeguarding', { schema: safeguardingViewSchema }),
  );
}

const saveSafeguarding = (client: ApiClient, settings: SafeguardingSettings) =>
  client.request('/questionnaire/safeguarding', {
    method: 'PUT',
    body: settings,
    schema: safeguardingViewSchema,
  });
export const useSaveSafeguarding = () =>
  useWrite(
    'questionnaires:safeguarding',
    saveSafeguarding,
    revalidate((key) => Array.isArray(key) && key[0] === '/questionnaire/safeguarding'),
  );
