import { delay, HttpResponse } from 'msw';
import type {
  CurrentTerms,
  DocumentSigning,
  FeedbackEntry,
  Paged,
  SigningReportRow,
  TermsVersion,
} from '../../src/api/contracts/index.ts';
import { FEEDBACK_CATEGORIES, feedbackEndpoints, termsEndpoints } from '../../src/api/contracts/index.ts';
import { answer } from './endpoint.ts';
import { apiError } from './handlers.ts';
import { FIRST_NAMES, SURNAMES } from './names.ts';

/** Contract-typed terms, acceptances and registration feedback for the stories. */
const id = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = (n: number) => new Date(Date.UTC(2026, 10, 20) - n * 86_400_000).toISOString();

export const termsTexts = {
  en: 'Terms of use of the Lantern portal\n\n1. Lantern helps you and your child prepare for hospital visits.\n\n2. Keep your password to yourself.\n\n3. The hospital keeps your details to run the service and never sells them.',
  ar: 'شروط استخدام بوابة لانترن\n\n1. يساعدك لانترن أنت وطفلك على الاستعداد لزيارات المستشفى.\n\n2. احتفظ بكلمة المرور لنفسك.\n\n3. يحتفظ المستشفى ببياناتك لتشغيل الخدمة ولا يبيعها أبدًا.',
  es: 'Condiciones de uso del portal Lantern\n\n1. Lantern os ayuda a prepararos para las visitas al hospital.\n\n2. No compartas tu contraseña.\n\n3. El hospital guarda tus datos para prestar el servicio y nunca los vende.',
};

export const termsVersions: TermsVersion[] = [
  { id: id(2), version: 'terms2.0', texts: termsTexts, published_at: day(3), accepted_count: 14 },
  {
    id: id(1),
    version: 'terms1.0',
    texts: { en: termsTexts.en },
    published_at: day(300),
    accepted_count: 22,
  },
];

// Grace Okafor (the demo guardian) first, then the mocks' usual families.
const FIRST = ['Grace', ...FIRST_NAMES.slice(0, 11)];
const LAST = ['Okafor', ...SURNAMES.slice(0, 7)];
export const signings: SigningReportRow[] = Array.from({ length: 36 }, (_, i) => ({
  id: id(100 + i),
  user_id: id(200 + i),
  first_name: FIRST[i % FIRST.length] ?? 'Grace',
  surname: LAST[i % LAST.length] ?? 'Okafor',
  email: `family${i + 1}@stmarys.test`,
  version: i < 14 ? 'terms2.0' : 'terms1.0',
  language: i % 5 === 0 ? 'ar' : 'en',
  text_sha256: 'a3f1'.padEnd(64, String(i % 10)),
  signed_at: day(i),
}));

const page = <T>(rows: T[], url: string): Paged<T> => {
  const params = new URL(url).searchParams;
  const size = Number(params.get('size') ?? 10);
  const current = Number(params.get('page') ?? 1);
  return { data: rows.slice((current - 1) * size, current * size), page: current, size, total: rows.length };
};

export const feedbackEntries: FeedbackEntry[] = [
  'Registering took two minutes on my phone.',
  'I did not get the activation e-mail at first: it was in my spam folder.',
  'Please let us register both parents with one child.',
  'The password rules only showed after I pressed the button.',
  'Very clear, thank you.',
  'Is there an Urdu version planned?',
].flatMap((text, i) =>
  [0, 1].map((copy) => ({
    id: id(400 + i * 2 + copy),
    category: FEEDBACK_CATEGORIES[i % FEEDBACK_CATEGORIES.length] ?? 'other',
    text: copy ? `${text} (${copy + 1})` : text,
    language: i === 5 ? 'ar' : 'en',
    received_at: day(i * 2 + copy),
    user_id: copy && i === 4 ? null : id(500 + i),
    first_name: copy && i === 4 ? null : (FIRST[i] ?? null),
    surname: copy && i === 4 ? null : (LAST[i] ?? null),
    email: copy && i === 4 ? null : `family${i + 1}@stmarys.test`,
  })),
);

const pending = async () => {
  await delay('infinite');
  return HttpResponse.json(null);
};
const down = () => new HttpResponse('Bad gateway', { status: 502 });

const signing: DocumentSigning = {
  id: id(900),
  version: 'terms2.0',
  language: 'en',
  text_sha256: 'f'.repeat(64),
  signed_at: day(0),
};

/** Terms to accept until the guardian accepts them; then accepted (the gate reads them again). */
const acceptFlow = () => {
  let accepted = false;
  return [
    answer(termsEndpoints.current, () =>
      HttpResponse.json<CurrentTerms>({ terms: termsVersions[0] ?? null, accepted }),
    ),
    answer(termsEndpoints.sign, () => {
      accepted = true;
      return HttpResponse.json(signing, { status: 201 });
    }),
  ];
};

export const termsHandlers = {
  acceptFlow,
  currentPending: answer(termsEndpoints.current, pending),
  currentFails: answer(termsEndpoints.current, down),
  currentUnauthorised: answer(termsEndpoints.current, () =>
    apiError({ status: 401, code: 'Unauthorized', message: 'The authentication token is invalid' }),
  ),
  toAccept: answer(termsEndpoints.current, () =>
    HttpResponse.json<CurrentTerms>({ terms: termsVersions[0] ?? null, accepted: false }),
  ),
  englishOnlyToAccept: answer(termsEndpoints.current, () =>
    HttpResponse.json<CurrentTerms>({ terms: termsVersions[1] ?? null, accepted: false }),
  ),
  accepted: answer(termsEndpoints.current, () =>
    HttpResponse.json<CurrentTerms>({ terms: termsVersions[0] ?? null, accepted: true }),
  ),
  signSucceeds: answer(termsEndpoints.sign, () => HttpResponse.json(signing, { status: 201 })),
  signConflict: answer(termsEndpoints.sign, () =>
    apiError({
      status: 409,
      code: 'Conflict',
      message: 'The terms changed: version terms3.0 is the current one.',
    }),
  ),
  versions: answer(termsEndpoints.versions, () => HttpResponse.json(termsVersions)),
  noVersions: answer(termsEndpoints.versions, () => HttpResponse.json([])),
  versionsPending: answer(termsEndpoints.versions, pending),
  versionsFail: answer(termsEndpoints.versions, down),
  report: answer(termsEndpoints.report, ({ request }) => {
    const version = new URL(request.url).searchParams.get('version');
    return HttpResponse.json(
      page(version ? signings.filter((s) => s.version === version) : signings, request.url),
    );
  }),
  noReport: answer(termsEndpoints.report, ({ request }) => HttpResponse.json(page([], request.url))),
  reportPending: answer(termsEndpoints.report, pending),
  reportFails: answer(termsEndpoints.report, down),
  publishSucceeds: answer(termsEndpoints.publish, async ({ request }) => {
    const body = (await request.json()) as Pick<TermsVersion, 'version' | 'texts'>;
    return HttpResponse.json<TermsVersion>(
      { id: id(3), ...body, published_at: day(0), accepted_count: 0 },
      { status: 201 },
    );
  }),
  publishConflict: answer(termsEndpoints.publish, () =>
    apiError({
      status: 409,
      code: 'Conflict',
      message: 'The organisation already has a terms version called "terms3.0"',
    }),
  ),
};

export const feedbackHandlers = {
  tokenPending: answer(feedbackEndpoints.tokenStatus, pending),
  tokenValid: answer(feedbackEndpoints.tokenStatus, () => HttpResponse.json({ valid: true })),
  tokenInvalid: answer(feedbackEndpoints.tokenStatus, () => HttpResponse.json({ valid: false })),
  tokenFails: answer(feedbackEndpoints.tokenStatus, down),
  sendSucceeds: answer(feedbackEndpoints.send, () => HttpResponse.json({ received: true })),
  sendUsed: answer(feedbackEndpoints.send, () =>
    apiError({
      status: 400,
      code: 'ValidationError',
      message: 'This feedback link is not valid, has expired or has already been used',
      fields: [
        { path: 'token', message: 'This feedback link is not valid, has expired or has already been used' },
      ],
    }),
  ),
  sendFails: answer(feedbackEndpoints.send, down),
  list: answer(feedbackEndpoints.list, ({ request }) => {
    const category = new URL(request.url).searchParams.get('category');
    return HttpResponse.json(
      page(category ? feedbackEntries.filter((f) => f.category === category) : feedbackEntries, request.url),
    );
  }),
  none: answer(feedbackEndpoints.list, ({ request }) => HttpResponse.json(page([], request.url))),
  listPending: answer(feedbackEndpoints.list, pending),
  listFails: answer(feedbackEndpoints.list, down),
};
