import useSWR from 'swr';
import type { Paged } from '../../../api/contracts/index.ts';
import {
  crossFeedbackPageSchema,
  newsletterOptInSchema,
  newsletterUsersSchema,
  organisationUsageListSchema,
  type CrossFeedback,
  type NewsletterOptIn,
  type NewsletterUser,
  type OrganisationUsage,
} from '../../../api/contracts/product-reports.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

const keys = {
  organisations: ['/reports', 'organisations'] as const,
  newsletter: ['/reports', 'newsletter-subscribed-users'] as const,
  feedback: (page: number, size: number) => ['/reports', 'registration-feedback', page, size] as const,
  optIn: '/users/newsletter',
};

export function useOrganisationUsage() {
  const client = useApiClient();
  return useSWR<{ organisations: OrganisationUsage[] }, ApiError>(keys.organisations, () =>
    client.request('/reports/organisations', { schema: organisationUsageListSchema }),
  );
}

export function useNewsletterUsers() {
  const client = useApiClient();
  return useSWR<{ users: NewsletterUser[] }, ApiError>(keys.newsletter, () =>
    client.request('/reports/newsletter-subscribed-users', { schema: newsletterUsersSchema }),
  );
}

export function useCrossFeedback(page: number, size: number) {
  const client = useApiClient();
  return useSWR<Paged<CrossFeedback>, ApiError>(
    keys.feedback(page, size),
    () =>
      client.request('/reports/registration-feedback', {
        query: { page, size },
        schema: crossFeedbackPageSchema,
      }),
    { keepPreviousData: true },
  );
}

export function useNewsletterOptIn() {
  const client = useApiClient();
  return useSWR<NewsletterOptIn, ApiError>(keys.optIn, () =>
    client.request('/users/newsletter', { schema: newsletterOptInSchema }),
  );
}

export const useSetNewsletter = () =>
  useWrite(
    'users:newsletter',
    (client, subscribed: boolean) =>
      client.request('/users/newsletter', {
        method: 'PUT',
        body: { subscribed },
        schema: newsletterOptInSchema,
      }),
    (mutate, data) => mutate(keys.optIn, data, { revalidate: false }),
  );
