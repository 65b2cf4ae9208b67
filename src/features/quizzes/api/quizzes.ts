import useSWR from 'swr';
import { z } from 'zod';
import { organisationAreaSchema, type OrganisationArea } from '../../../api/contracts/index.ts';
import {
  quizImageSchema,
  quizListSchema,
  quizResultsSchema,
  quizSchema,
  type QuizInput,
  type QuizResults,
  type QuizSummary,
} from '../../../api/contracts/quizzes.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export const quizKeys = {
  list: '/quizzes',
  one: (id: string) => ['/quizzes', id] as const,
  results: (id: string) => ['/quizzes/results', id] as const,
  areas: (organisationId: string) => ['/areas', organisationId] as const,
};

export function useQuizzes() {
  const client = useApiClient();
  return useSWR<{ data: QuizSummary[] }, ApiError>(quizKeys.list, () =>
    client.request('/quizzes', { schema: quizListSchema }),
  );
}

export function useQuizResults(id: string | null) {
  const client = useApiClient();
  return useSWR<QuizResults, ApiError>(id ? quizKeys.results(id) : null, () =>
    client.request(`/quizzes/${id ?? ''}/results`, { schema: quizResultsSchema }),
  );
}

/** The organisation's areas, for offering a quiz or a mission in them. */
export function useOrganisationAreas(organisationId: string | null) {
  const client = useApiClient();
  return useSWR<OrganisationArea[], ApiError>(organisationId ? quizKeys.areas(organisationId) : null, () =>
    client.request(`/organisations/${organisationId ?? ''}/areas`, {
      schema: z.array(organisationAreaSchema),
    }),
  );
}

/** Every cached quiz read: what any write on quizzes makes stale. */
const after = revalidate(
  (key) => key === quizKeys.list || (Array.isArray(key) && String(key[0]).startsWith('/quizzes')),
);

const saveQuiz = (client: ApiClient, { id, body }: { id?: string; body: QuizInput }) =>
  id
    ? client.request(`/quizzes/${id}`, { method: 'PUT', body, schema: quizSchema })
    : client.request('/quizzes', { method: 'POST', body, schema: quizSchema });
export const useSaveQuiz = () => useWrite('quizzes:save', saveQuiz, after);

const deleteQuiz = (client: ApiClient, id: string) => client.request(`/quizzes/${id}`, { method: 'DELETE' });
export const useDeleteQuiz = () => useWrite('quizzes:delete', deleteQuiz, after);

const setQuizAreas = (client: ApiClient, { id, areaIds }: { id: string; areaIds: string[] }) =>
  client.request(`/quizzes/${id}/areas`, { method: 'PUT', body: { area_ids: areaIds }, schema: quizSchema });
export const useSetQuizAreas = () => useWrite('quizzes:areas', setQuizAreas, after);

const uploadImage = (client: ApiClient, file: Blob) =>
  client.request('/quizzes/images', { method: 'POST', body: file, schema: quizImageSchema });
export const useUploadQuizImage = () => useWrite('quizzes:image', uploadImage);
