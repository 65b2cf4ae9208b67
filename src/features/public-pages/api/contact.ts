import { contactReceiptSchema, type ContactMessage } from '../../../api/contracts/index.ts';
import type { ApiClient } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';

/** POST /contact: a visitor's message to the product team (public; rate-limited by the server). */
export const sendContactMessage = (client: ApiClient, body: ContactMessage) =>
  client.request('/contact', { method: 'POST', body, anonymous: true, schema: contactReceiptSchema });

export const useSendContactMessage = () => useWrite('contact:send', sendContactMessage);
