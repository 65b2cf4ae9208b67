import useSWR from 'swr';
import {
  LINKED_CHILDREN_GUARDIANS_MAX,
  type QuestionnaireChild,
  type Scores,
} from '../../../api/contracts/questionnaires.ts';
import { questionnairesEndpoints as endpoints } from '../../../api/contracts/questionnaire-endpoints.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

/** SWR keys of a child's side of the answers; they start with the calls' paths so that `revalidate` finds them. */
const keys = {
  linkedChildren: (guardianIds: string) => [endpoints.linkedChildren.path, guardianIds] as const,
  scores: (questionnaireId: string, patientId: string) =>
    [endpoints.scores.path, questionnaireId, patientId] as const,
};

/**
 * The children actively linked to these guardians: whom the questions may be about. None is asked
 * for when no guardian is chosen or more than the server lists at once.
 */
export function useLinkedChildren(guardianIds: string[]) {
  const client = useApiClient();
  const ids = [...guardianIds].sort().join(',');
  const ask = guardianIds.length > 0 && guardianIds.length <= LINKED_CHILDREN_GUARDIANS_MAX;
  return useSWR<QuestionnaireChild[], ApiError>(
    ask ? keys.linkedChildren(ids) : null,
    async () => (await client.call(endpoints.linkedChildren, { query: { userIds: ids } })).data,
    { keepPreviousData: true },
  );
}

/** One child's scores across a questionnaire's repeats, with the rule's threshold. */
export function useScores(questionnaireId: string | null, patientId: string | null) {
  const client = useApiClient();
  return useSWR<Scores, ApiError>(
    questionnaireId && patientId ? keys.scores(questionnaireId, patientId) : null,
    () =>
      client.call(endpoints.scores, {
        query: { questionnaireId: questionnaireId ?? '', patientId: patientId ?? '' },
      }),
  );
}
