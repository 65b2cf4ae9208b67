import useSWR from 'swr';
import type {
  QuestionnaireDefinition,
  QuestionnaireSummary,
  Questionnaire,
} from '../../../api/contracts/questionnaires.ts';
import { questionnairesEndpoints as endpoints } from '../../../api/contracts/questionnaire-endpoints.ts';
import type { Paged } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

interface QuestionnaireQuery {
  page: number;
  size: number;
  keyword: string;
  status?: number | undefined;
}

const questionnaireKeys = {
  list: endpoints.list.path,
  page: (q: QuestionnaireQuery) => [questionnaireKeys.list, q.page, q.size, q.keyword, q.status] as const,
  one: (id: string) => [endpoints.get.path, id] as const,
};

const fetchQuestionnairePage = (
  client: ApiClient,
  q: QuestionnaireQuery,
): Promise<Paged<QuestionnaireSummary>> =>
  client.call(endpoints.list, {
    query: { page: q.page, size: q.size, search: q.keyword || undefined, status: q.status },
  });

export function useQuestionnairePage(q: QuestionnaireQuery) {
  const client = useApiClient();
  return useSWR<Paged<QuestionnaireSummary>, ApiError>(
    questionnaireKeys.page(q),
    () => fetchQuestionnairePage(client, q),
    { keepPreviousData: true },
  );
}

const fetchQuestionnaire = (client: ApiClient, id: string) => client.call(endpoints.get, { query: { id } });

export function useQuestionnaire(id: string | null) {
  const client = useApiClient();
  return useSWR<Questionnaire, ApiError>(id ? questionnaireKeys.one(id) : null, () =>
    fetchQuestionnaire(client, id as string),
  );
}

/** Every cached list page and questionnaire: what any write on questionnaires makes stale. */
const isQuestionnaireKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === questionnaireKeys.list || key[0] === endpoints.get.path);
const after = revalidate(isQuestionnaireKey);

const changeStatus = (client: ApiClient, body: { questionnaireId: string; status: number }) =>
  client.call(endpoints.setStatus, { body });
export const useChangeStatus = () => useWrite('questionnaires:status', changeStatus, after);

const deleteQuestionnaires = (client: ApiClient, ids: string[]) =>
  client.call(endpoints.remove, { body: { ids } });
export const useDeleteQuestionnaires = () => useWrite('questionnaires:delete', deleteQuestionnaires, after);

/** What the builder writes back: the definition of a questionnaire, without its server-made fields. */
const definitionOf = (q: Questionnaire): QuestionnaireDefinition => ({
  title: q.title,
  description: q.description,
  item: q.item,
  dutyOfCare: q.dutyOfCare,
});

const createQuestionnaire = (client: ApiClient, body: QuestionnaireDefinition) =>
  client.call(endpoints.create, { body });
export const useCreateQuestionnaire = () => useWrite('questionnaires:create', createQuestionnaire, after);

const updateQuestionnaire = (client: ApiClient, body: QuestionnaireDefinition & { id: string }) =>
  client.call(endpoints.update, { body });
export const useUpdateQuestionnaire = () => useWrite('questionnaires:update', updateQuestionnaire, after);

/** A copy is a new draft of the same definition, its title marked in each language it has. */
const duplicateQuestionnaire = async (client: ApiClient, { id, suffix }: { id: string; suffix: string }) => {
  const source = definitionOf(await fetchQuestionnaire(client, id));
  const title = Object.fromEntries(
    Object.entries(source.title).map(([lang, value]) => [lang, value ? `${value} ${suffix}` : value]),
  ) as QuestionnaireDefinition['title'];
  return createQuestionnaire(client, { ...source, title });
};
export const useDuplicateQuestionnaire = () =>
  useWrite('questionnaires:duplicate', duplicateQuestionnaire, after);
