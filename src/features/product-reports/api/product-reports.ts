import useSWR from 'swr';
import type { Paged } from '../../../api/contracts/index.ts';
import {
  productReportsEndpoints as endpoints,
  type CrossFeedback,
  type NewsletterOptIn,
  type NewsletterUser,
  type OrganisationUsage,
} from '../../../api/contracts/product-reports.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

const keys = {
  organisations: [endpoints.organisations.path] as const,
  newsletter: [endpoints.newsletterUsers.path] as const,
  feedback: (page: number, size: number) => [endpoints.feedback.path, page, size] as const,
  optIn: endpoints.newsletter.path,
};

export function useOrganisationUsage() {
  const client = useApiClient();
  return useSWR<{ organisations: OrganisationUsage[] }, ApiError>(keys.organisations, () =>
    client.call(endpoints.organisations),
  );
}

export function useNewsletterUsers() {
  const client = useApiClient();
  return useSWR<{ users: NewsletterUser[] }, ApiError>(keys.newsletter, () =>
    client.call(endpoints.newsletterUsers),
  );
}

export function useCrossFeedback(page: number, size: number) {
  const client = useApiClient();
  return useSWR<Paged<CrossFeedback>, ApiError>(
    keys.feedback(page, size),
    () => client.call(endpoints.feedback, { query: { page, size } }),
    { keepPreviousData: true },
  );
}

export function useNewsletterOptIn() {
  const client = useApiClient();
  return useSWR<NewsletterOptIn, ApiError>(keys.optIn, () => client.call(endpoints.newsletter));
}

export const useSetNewsletter = () =>
  useWrite(
    'users:newsletter',
    (client, subscribed: boolean) => client.call(endpoints.setNewsletter, { body: { subscribed } }),
    (mutate, data) => mutate(keys.optIn, data, { revalidate: false }),
  );
