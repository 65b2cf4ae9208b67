import { delay, HttpResponse } from 'msw';
import type { AppSignInCode, AppSignInCodeStatus, Language } from '../../src/api/contracts/index.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { familyAppCodeEndpoints } from '../../src/api/contracts/index.ts';

/** Tobi Okafor, Grace's son (the demo's linked child). */
export const TOBI = '30000000-0000-4000-8000-000000000001';
const created = '2026-11-20T10:15:00.000Z';
const expires = '2026-11-23T10:15:00.000Z';
const WORDS: Record<Language, string[]> = {
  en: ['otter', 'maple', 'river'],
  es: ['ábaco', 'nube', 'tortuga'],
  ar: ['أسد', 'قمر', 'شجرة', 'بالون'],
};

const none: AppSignInCodeStatus = { live: false, language: null, created_at: null, expires_at: null };
const live: AppSignInCodeStatus = { live: true, language: 'en', created_at: created, expires_at: expires };

/** The server's answers about a child's three-word code. */
export const appCodeHandlers = {
  pending: answer(familyAppCodeEndpoints.status, async () => {
    await delay('infinite');
    return HttpResponse.json(none);
  }),
  none: answer(familyAppCodeEndpoints.status, () => HttpResponse.json<AppSignInCodeStatus>(none)),
  live: answer(familyAppCodeEndpoints.status, () => HttpResponse.json<AppSignInCodeStatus>(live)),
  fails: answer(familyAppCodeEndpoints.status, () =>
    apiError({
      status: 500,
      code: 'InteralServerError',
      message: 'Something went wrong. Please try again later.',
    }),
  ),
  /** Makes a code in the language asked for. */
  make: answer(familyAppCodeEndpoints.make, async ({ request }) => {
    const { language = 'en' } = (await request.json()) as { language?: Language };
    return HttpResponse.json<AppSignInCode>(
      { words: WORDS[language], language, created_at: created, expires_at: expires },
      { status: 201 },
    );
  }),
  makeRefused: answer(familyAppCodeEndpoints.make, () =>
    apiError({ status: 404, code: 'ResourceNotFound', message: 'Child not found' }),
  ),
};
