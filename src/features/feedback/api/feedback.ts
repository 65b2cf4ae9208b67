import useSWR from 'swr';
import { z } from 'zod';
import {
  FEEDBACK_CATEGORIES,
  feedbackEndpoints as endpoints,
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
  list: endpoints.list.path,
  page: (q: FeedbackQuery) => [endpoints.list.path, q.page, q.size, q.search, q.category] as const,
  token: (token: string) => [endpoints.tokenStatus.path, token] as const,
};

/** Whether the e-mailed link still works (a public call). */
export function useFeedbackToken(token: string) {
  const client = useApiClient();
  return useSWR<FeedbackTokenStatus, ApiError>(
    token ? feedbackKeys.token(token) : null,
    () => client.call(endpoints.tokenStatus, { params: { token } }),
    { revalidateOnFocus: false },
  );
}

export const sendFeedback = (client: ApiClient, body: FeedbackSubmit) =>
  client.call(endpoints.send, { body });
/** The feedback form: a category and a few words (sent as written; only blank text is refused). */
export const feedbackFormSchema = z.object({
  category: z.string().pipe(z.enum(FEEDBACK_CATEGORIES, { message: 'feedback.page.categoryRequired' })),
  text: z.string().refine((v) => v.trim() !== '', { message: 'feedback.textRequired' }),
});

export const useSendFeedback = () => useWrite('feedback:send', sendFeedback);

export const fetchFeedbackPage = (client: ApiClient, q: FeedbackQuery): Promise<Paged<FeedbackEntry>> =>
  client.call(endpoints.list, {
    query: { page: q.page, size: q.size, search: q.search || undefined, category: q.category || undefined },
  });

export function useFeedbackPage(q: FeedbackQuery) {
  const client = useApiClient();
  return useSWR<Paged<FeedbackEntry>, ApiError>(feedbackKeys.page(q), () => fetchFeedbackPage(client, q), {
    keepPreviousData: true,
  });
}
