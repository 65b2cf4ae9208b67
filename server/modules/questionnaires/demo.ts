import type { AnswerItem, QuestionnaireDefinition } from '../../../src/api/contracts/questionnaires.ts';

const option = (code: string, en: string, ar: string, es: string, weight: number) => ({
  code,
  display: { en, ar, es },
  weight,
});

/**
 * The demo questionnaire (and the tests' model): a pain question that opens a weighted pain level,
 * a weighted sleep question, an open choice of worries, free notes; a score of 6 or more raises a
 * duty-of-care flag.
 */
export const feelingToday: QuestionnaireDefinition = {
  title: { en: 'How are you feeling today?', ar: 'كيف تشعر اليوم؟', es: '¿Cómo te sientes hoy?' },
  description: {
    en: 'A few questions before your visit.',
    ar: 'بعض الأسئلة قبل زيارتك.',
    es: 'Unas preguntas antes de tu visita.',
  },
  item: [
    {
      linkId: 'pain',
      text: { en: 'Are you in pain today?', ar: 'هل تشعر بألم اليوم؟', es: '¿Te duele algo hoy?' },
      type: 'boolean',
      required: true,
    },
    {
      linkId: 'pain-level',
      text: { en: 'How much does it hurt?', ar: 'ما مدى الألم؟', es: '¿Cuánto te duele?' },
      type: 'choice',
      required: true,
      enableWhen: [{ question: 'pain', operator: '=', answer: { valueBoolean: true } }],
      answerOption: [
        option('little', 'A little', 'قليلًا', 'Un poco', 1),
        option('lot', 'A lot', 'كثيرًا', 'Mucho', 3),
        option('worst', 'The worst ever', 'أسوأ ما يكون', 'Muchísimo', 5),
      ],
    },
    {
      linkId: 'sleep',
      text: { en: 'How did you sleep?', ar: 'كيف كان نومك؟', es: '¿Cómo has dormido?' },
      type: 'choice',
      required: true,
      answerOption: [
        option('well', 'Well', 'جيدًا', 'Bien', 0),
        option('ok', 'OK', 'لا بأس', 'Regular', 1),
        option('badly', 'Badly', 'سيئًا', 'Mal', 2),
      ],
    },
    {
      linkId: 'worries',
      text: { en: 'What worries you?', ar: 'ما الذي يقلقك؟', es: '¿Qué te preocupa?' },
      type: 'open-choice',
      repeats: true,
      answerOption: [
        option('needles', 'Needles', 'الإبر', 'Las agujas', 1),
        option('home', 'Missing home', 'الحنين إلى البيت', 'Echar de menos mi casa', 1),
      ],
    },
    {
      linkId: 'notes',
      text: { en: 'Anything else?', ar: 'هل هناك شيء آخر؟', es: '¿Algo más?' },
      type: 'text',
    },
  ],
  dutyOfCare: { kind: 'score', threshold: 6 },
};

/** Answer sets for the demo questionnaire: a calm one (score 1) and one that raises the flag (score 8). */
export const calmAnswers: AnswerItem[] = [
  { linkId: 'pain', answer: [{ valueBoolean: false }] },
  { linkId: 'sleep', answer: [{ valueCoding: { code: 'ok' } }] },
  { linkId: 'notes', answer: [{ valueString: 'Looking forward to the playroom' }] },
];
export const worriedAnswers: AnswerItem[] = [
  { linkId: 'pain', answer: [{ valueBoolean: true }] },
  { linkId: 'pain-level', answer: [{ valueCoding: { code: 'worst' } }] },
  { linkId: 'sleep', answer: [{ valueCoding: { code: 'badly' } }] },
  { linkId: 'worries', answer: [{ valueCoding: { code: 'needles' } }, { valueString: 'The operation' }] },
];

/** The demo hospitals' safeguarding settings: who is told of a flag, and what families read. */
export const demoSafeguarding = {
  // St Mary's safeguarding lead is a staff account; Hospital Infantil names its admin.
  stmarys: {
    contact: 'staff@stmarys.test',
    teamEmail: 'safeguarding@stmarys.test',
    emergencyNumber: '999',
    urgentHelp: {
      en: 'the ward 4 nurses on 020 7946 0000, day and night',
      ar: 'ممرضات الجناح 4 على الرقم 020 7946 0000، ليلًا ونهارًا',
      es: 'las enfermeras de la planta 4 en el 020 7946 0000, de día y de noche',
    },
  },
  infantil: {
    contact: 'admin@infantil.test',
    teamEmail: null,
    emergencyNumber: '112',
    urgentHelp: {
      en: 'the paediatric emergency desk on 910 000 000',
      ar: 'مكتب طوارئ الأطفال على الرقم 910 000 000',
      es: 'el mostrador de urgencias pediátricas en el 910 000 000',
    },
  },
};
