import useSWR from 'swr';
import {
  feedbackPageSchema,
  feedbackReceivedSchema,
  feedbackTokenStatusSchema,
  type FeedbackCategory,
  type FeedbackEntry,
  type FeedbackSubmit,
  type FeedbackTokenStatus,
  type Paged,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

export interface FeedbackQuery {
  page: number;
  size: number;
  search: string;
  /** A category, or '' for all. */
  category: FeedbackCategory | '';
}

export const feedbackKeys = {
  list: '/registration-feedback',
  page: (q: FeedbackQuery) => ['/registration-feedback', q.page, q.size, q.search, q.category] as const,
  token: (token: string) => ['/registration_feedback/token', token] as const,
};

/** Whether the e-mailed link still works (a public call). */
export function useFeedbackToken(token: string) {
  const client = useApiClient();
  return useSWR<FeedbackTokenStatus, ApiError>(
    token ? feedbackKeys.token(token) : null,
    () =>
      client.request(`/registration_feedback/token/${encodeURIComponent(token)}`, {
        schema: feedbackTokenStatusSchema,
      }),
    { revalidateOnFocus: false },
  );
}

export const sendFeedback = (client: ApiClient, body: FeedbackSubmit) =>
  client.request('/registration_feedback', { method: 'PUT', body, schema: feedbackReceivedSchema });
export const useSendFeedback = () => useWrite('feedback:send', sendFeedback);

export const fetchFeedbackPage = (client: ApiClient, q: FeedbackQuery): Promise<Paged<FeedbackEntry>> =>
  client.request('/registration-feedback', {
    query: { page: q.page, size: q.size, search: q.search || undefined, category: q.category || undefined },
    schema: feedbackPageSchema,
  });

export function useFeedbackPage(q: FeedbackQuery) {
  const client = useApiClient();
  return useSWR<Paged<FeedbackEntry>, ApiError>(feedbackKeys.page(q), () => fetchFeedbackPage(client, q), {
    keepPreviousData: true,
  });
}
