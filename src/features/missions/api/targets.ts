import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { MAX_PAGE_SIZE, organisationsEndpoints, videosEndpoints } from '../../../api/contracts/index.ts';
import type { MissionStepKind } from '../../../api/contracts/missions.ts';
import { QUESTIONNAIRE_PAGE_SIZE } from '../../../api/contracts/questionnaires.ts';
import { questionnairesEndpoints } from '../../../api/contracts/questionnaire-endpoints.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { localised, useQuizzes } from '../../quizzes/index.ts';
import { sessionAtom } from '../../session/index.ts';

export interface TargetOption {
  id: string;
  label: string;
}

/** The catalogue category that switches features on and off (server/modules/missions/repository.ts). */
const FEATURES_CATEGORY = 'Features';

type Fetch = (client: ApiClient, organisationId: string, locale: string) => Promise<TargetOption[]>;

/** What a step may ask for, besides quizzes: the organisation's questionnaires, videos and carousel items. */
const FETCHERS: Record<Exclude<MissionStepKind, 'quiz'>, Fetch> = {
  questionnaire: async (client, _org, locale) =>
    (
      await client.call(questionnairesEndpoints.list, { query: { page: 1, size: QUESTIONNAIRE_PAGE_SIZE } })
    ).data.map((q) => ({ id: q.id, label: localised(q.title, locale) })),
  video: async (client) =>
    (await client.call(videosEndpoints.list, { query: { page: 1, size: MAX_PAGE_SIZE } })).data.map((v) => ({
      id: v.id,
      label: v.title,
    })),
  // Any carousel item of the catalogue, as the server accepts (areas choose theirs from it): the
  // organisation's `enabled` marks only its 'Features', which are not carousel items.
  content_item: async (client, organisationId) => {
    const { content_categories } = await client.call(organisationsEndpoints.contentItems, {
      params: { id: organisationId },
    });
    return content_categories
      .filter((c) => c.name !== FEATURES_CATEGORY)
      .flatMap((c) => c.content_items.map((i) => ({ id: i.id, label: `${c.name} · ${i.name}` })));
  },
};

/** The targets a step of this kind may name, with labels in the reader's language. */
export function useStepTargets(kind: MissionStepKind) {
  const client = useApiClient();
  const { locale } = useIntl();
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id ?? null;
  const quizzes = useQuizzes();
  const other = useSWR<TargetOption[], ApiError>(
    kind !== 'quiz' && organisationId ? ['/missions/targets', kind, organisationId, locale] : null,
    () => FETCHERS[kind as Exclude<MissionStepKind, 'quiz'>](client, organisationId ?? '', locale),
  );
  if (kind === 'quiz')
    return {
      options: quizzes.data?.data.map((q) => ({ id: q.id, label: localised(q.title, locale) })),
      error: quizzes.error,
    };
  return { options: other.data, error: other.error };
}
