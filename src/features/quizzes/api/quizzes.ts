import useSWR from 'swr';
import { areasEndpoints, type OrganisationArea } from '../../../api/contracts/index.ts';
import {
  quizzesEndpoints as endpoints,
  type QuizInput,
  type QuizResults,
  type QuizSummary,
} from '../../../api/contracts/quizzes.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export const quizKeys = {
  list: endpoints.list.path,
  one: (id: string) => [endpoints.get.path, id] as const,
  results: (id: string) => [endpoints.results.path, id] as const,
  areas: (organisationId: string) => [areasEndpoints.list.path, organisationId] as const,
};

export function useQuizzes() {
  const client = useApiClient();
  return useSWR<{ data: QuizSummary[] }, ApiError>(quizKeys.list, () => client.call(endpoints.list));
}

export function useQuizResults(id: string | null) {
  const client = useApiClient();
  return useSWR<QuizResults, ApiError>(id ? quizKeys.results(id) : null, () =>
    client.call(endpoints.results, { params: { id: id ?? '' } }),
  );
}

/** The organisation's areas, for offering a quiz or a mission in them. */
export function useOrganisationAreas(organisationId: string | null) {
  const client = useApiClient();
  return useSWR<OrganisationArea[], ApiError>(organisationId ? quizKeys.areas(organisationId) : null, () =>
    client.call(areasEndpoints.list, { params: { id: organisationId ?? '' } }),
  );
}

/** Every cached quiz read: what any write on quizzes makes stale. */
const after = revalidate(
  (key) => key === quizKeys.list || (Array.isArray(key) && String(key[0]).startsWith(endpoints.list.path)),
);

const saveQuiz = (client: ApiClient, { id, body }: { id?: string; body: QuizInput }) =>
  id ? client.call(endpoints.update, { params: { id }, body }) : client.call(endpoints.create, { body });
export const useSaveQuiz = () => useWrite('quizzes:save', saveQuiz, after);

const deleteQuiz = (client: ApiClient, id: string) => client.call(endpoints.remove, { params: { id } });
export const useDeleteQuiz = () => useWrite('quizzes:delete', deleteQuiz, after);

const setQuizAreas = (client: ApiClient, { id, areaIds }: { id: string; areaIds: string[] }) =>
  client.call(endpoints.setAreas, { params: { id }, body: { area_ids: areaIds } });
export const useSetQuizAreas = () => useWrite('quizzes:areas', setQuizAreas, after);

/** The image goes as its own body, typed by itself. */
const uploadImage = (client: ApiClient, file: Blob) => client.call(endpoints.uploadImage, { body: file });
export const useUploadQuizImage = () => useWrite('quizzes:image', uploadImage);
