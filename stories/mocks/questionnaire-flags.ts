import { http, HttpResponse } from 'msw';
import type { QuestionnaireFlag, QuestionnaireResponse } from '../../src/api/contracts/questionnaires.ts';
import { at, demoResponses, fails, id, painCheck, pending } from './questionnaire-responses.ts';

/** Duty-of-care flags raised by the demo answers (questionnaire-responses.ts), one open and one acknowledged. */
export const demoFlags: QuestionnaireFlag[] = [
  {
    id: id(201),
    questionnaire_id: painCheck.id,
    questionnaire_title: painCheck.title,
    response_id: id(1),
    user: demoResponses[0]?.user as QuestionnaireResponse['user'],
    rule: { kind: 'score', threshold: 5 },
    score: 5,
    raised_at: at(19, 10),
    acknowledged_at: null,
    acknowledged_by: null,
    note: null,
  },
  {
    id: id(202),
    questionnaire_id: painCheck.id,
    questionnaire_title: painCheck.title,
    response_id: id(2),
    user: demoResponses[1]?.user as QuestionnaireResponse['user'],
    rule: { kind: 'answer', linkId: 'level', answer: { valueCoding: { code: 'lot' } } },
    score: 1,
    raised_at: at(17, 15),
    acknowledged_at: at(17, 16),
    acknowledged_by: '40000000-0000-4000-8000-000000000001',
    note: 'Called the family; pain relief reviewed.',
  },
];

export const flagHandlers = {
  populated: http.get('/api/questionnaire/flags', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status') ?? 'open';
    const data = demoFlags.filter(
      (f) => status === 'all' || (status === 'open') === (f.acknowledged_at === null),
    );
    return HttpResponse.json({ data });
  }),
  /** Flags of named rules: each names the rule that raised it. */
  named: http.get('/api/questionnaire/flags', () =>
    HttpResponse.json({
      data: demoFlags.map((f) => ({
        ...f,
        acknowledged_at: null,
        note: null,
        rule: {
          ...f.rule,
          label:
            f.rule.kind === 'score'
              ? { en: 'Low mood', ar: 'مزاج منخفض', es: 'Ánimo bajo' }
              : { en: 'Severe pain', ar: 'ألم شديد', es: 'Dolor fuerte' },
        },
      })),
    }),
  ),
  empty: http.get('/api/questionnaire/flags', () => HttpResponse.json({ data: [] })),
  pending: pending('/api/questionnaire/flags'),
  fails: fails('/api/questionnaire/flags'),
  acknowledges: http.post('/api/questionnaire/flags/:id/acknowledge', async ({ params, request }) => {
    const { note } = (await request.json()) as { note?: string };
    const flag = demoFlags.find((f) => f.id === params.id) ?? (demoFlags[0] as QuestionnaireFlag);
    return HttpResponse.json<QuestionnaireFlag>({
      ...flag,
      acknowledged_at: at(20, 12),
      acknowledged_by: '40000000-0000-4000-8000-000000000001',
      note: note ?? null,
    });
  }),
};
