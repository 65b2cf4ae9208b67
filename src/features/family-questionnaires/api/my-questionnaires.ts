import useSWR from 'swr';
import type { AnswerItem, MyQuestionnaire } from '../../../api/contracts/questionnaires.ts';
import { familyQuestionnairesEndpoints as endpoints } from '../../../api/contracts/questionnaire-endpoints.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

/** One key family: what the guardian was asked, all or one response. */
export const myQuestionnaireKeys = {
  list: endpoints.mine.path,
  one: (id: string) => [endpoints.one.path, id] as const,
};

/** What the signed-in guardian was asked: to answer (with their saved draft) and answered. */
export function useMyQuestionnaires() {
  const client = useApiClient();
  return useSWR<MyQuestionnaire[], ApiError>(
    myQuestionnaireKeys.list,
    async () => (await client.call(endpoints.mine)).data,
  );
}

/** One response the guardian was asked: its questions, status, answers or draft. */
export function useMyQuestionnaire(id: string) {
  const client = useApiClient();
  return useSWR<MyQuestionnaire, ApiError>(
    myQuestionnaireKeys.one(id),
    () => client.call(endpoints.one, { params: { id } }),
    // The screen keeps its own answers while open: a refetch on focus must not undo what is typed.
    { revalidateOnFocus: false },
  );
}

interface AnswersArg {
  id: string;
  answers: AnswerItem[];
}

const saveDraft = (client: ApiClient, { id, answers, keepalive }: AnswersArg & { keepalive?: boolean }) =>
  client.call(endpoints.saveDraft, { params: { id }, body: { answers }, keepalive });
/** Drafts refresh the list only: the open screen's answers are newer than anything stored. */
export const useSaveDraft = () =>
  useWrite('family-questionnaires:draft', saveDraft, (mutate) => mutate(myQuestionnaireKeys.list));

const submit = (client: ApiClient, { id, answers }: AnswersArg) =>
  client.call(endpoints.answer, { params: { id }, body: { answers } });
/** Once answered, the list and the response's stored copy are both stale. */
export const useSubmitAnswers = () =>
  useWrite('family-questionnaires:submit', submit, (mutate, _data, { id }) =>
    mutate(
      (key) =>
        key === myQuestionnaireKeys.list ||
        (Array.isArray(key) && key[0] === endpoints.one.path && key[1] === id),
    ),
  );
