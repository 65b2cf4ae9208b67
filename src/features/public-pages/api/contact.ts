import { issueReportsEndpoints, type ContactMessage } from '../../../api/contracts/index.ts';
import type { ApiClient } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

/** POST /contact: a visitor's message to the product team (public; rate-limited by the server). */
export const sendContactMessage = (client: ApiClient, body: ContactMessage) =>
  client.call(issueReportsEndpoints.contact, { body, anonymous: true });

export const useSendContactMessage = () => useWrite('contact:send', sendContactMessage);
