import useSWR from 'swr';
import {
  responseListSchema,
  withUsersSchema,
  type QuestionnaireAssignment,
  type RemindSettings,
  type RepeatSettings,
  type ResponseSummary,
} from '../../../api/contracts/questionnaires.ts';
import { questionnairesEndpoints as endpoints } from '../../../api/contracts/questionnaire-endpoints.ts';
import { appUsersEndpoints, type AppUser, type Paged } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export type ResponseList = ReturnType<typeof responseListSchema.parse>;
export type WithUsers = ReturnType<typeof withUsersSchema.parse>['data'][number];
/** Who may be asked: patients (type 3) or guardians (type 2) of the organisation. */
export type PersonType = 2 | 3;

/** SWR keys of the answers side, each starting with its call's path (the list's: see questionnaires.ts). */
const keys = {
  withUsers: (id: string) => [endpoints.withUsers.path, id] as const,
  responses: (id: string, page: number, size: number, subject: string, cursor: string | null) =>
    [endpoints.responses.path, id, page, size, subject, cursor] as const,
  summary: (id: string) => [endpoints.summary.path, id] as const,
  people: (type: PersonType, search: string) =>
    [appUsersEndpoints.list.path, 'askable', type, search] as const,
  assignments: (id: string) => [endpoints.assignments.path, id] as const,
};

/** One questionnaire with who was asked, who answered and when. */
export function useWithUsers(questionnaireId: string | null) {
  const client = useApiClient();
  return useSWR<WithUsers | null, ApiError>(
    questionnaireId ? keys.withUsers(questionnaireId) : null,
    async () => {
      const { data } = await client.call(endpoints.withUsers, {
        query: { questionnaireId: questionnaireId ?? undefined },
      });
      return data[0] ?? null;
    },
  );
}

/** Patients or guardians of the organisation matching a search: the people an admin may ask. */
export function usePeople(type: PersonType, search: string) {
  const client = useApiClient();
  return useSWR<Paged<AppUser>, ApiError>(
    keys.people(type, search),
    () =>
      client.call(appUsersEndpoints.list, {
        query: { type, search: search || undefined, size: 50, sort: 'created_at', order: 'desc' },
      }),
    { keepPreviousData: true },
  );
}

/** What asking people changes: who was asked, the list's counts, the answers per person and per child. */
const assignedPaths: string[] = [
  endpoints.withUsers.path,
  endpoints.list.path,
  endpoints.responses.path,
  endpoints.assignments.path,
  endpoints.scores.path,
];
const afterAssign = revalidate((key) => Array.isArray(key) && assignedPaths.includes(key[0] as string));
const assign = (
  client: ApiClient,
  body: {
    questionnaireId: string;
    userIds: string[];
    subjectPatientId?: string;
    eachChild?: boolean;
    repeat?: RepeatSettings;
    remind?: RemindSettings;
  },
) => client.call(endpoints.assign, { body });
export const useAssign = () => useWrite('questionnaires:assign', assign, afterAssign);

/**
 * One page of the answers per person (about one child when `subject` is set), with the total and
 * the children; by `cursor` (the page before's `next_cursor`) when one is given. `answered` hears
 * each fetched page (the screen keeps its `next_cursor`).
 */
export function useResponses(
  questionnaireId: string | null,
  {
    page,
    size,
    subject,
    cursor,
  }: { page: number; size: number; subject: string; cursor?: string | undefined },
  answered?: (list: ResponseList) => void,
) {
  const client = useApiClient();
  return useSWR<ResponseList, ApiError>(
    questionnaireId ? keys.responses(questionnaireId, page, size, subject, cursor ?? null) : null,
    async () => {
      const list = await client.call(endpoints.responses, {
        query: { questionnaireId: questionnaireId ?? '', page, size, subject: subject || undefined, cursor },
      });
      answered?.(list);
      return list;
    },
    { keepPreviousData: true },
  );
}

export function useResponseSummary(questionnaireId: string | null) {
  const client = useApiClient();
  return useSWR<ResponseSummary, ApiError>(questionnaireId ? keys.summary(questionnaireId) : null, () =>
    client.call(endpoints.summary, { query: { questionnaireId: questionnaireId ?? '' } }),
  );
}

/** The server's export of the completed answers, as a file to save. */
export const fetchExport = (client: ApiClient, questionnaireId: string, kind: 'xlsx' | 'fhir' | 'ndjson') =>
  client.download(endpoints[kind], { query: { questionnaireId } });

/** Each time the questionnaire was assigned, with its settings and what was sent when. */
export function useAssignments(questionnaireId: string | null) {
  const client = useApiClient();
  return useSWR<QuestionnaireAssignment[], ApiError>(
    questionnaireId ? keys.assignments(questionnaireId) : null,
    async () =>
      (await client.call(endpoints.assignments, { query: { questionnaireId: questionnaireId ?? '' } })).data,
  );
}
