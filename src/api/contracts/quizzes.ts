import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { imageSizeQuery } from './image-size-query.ts';
import { text } from './text.ts';
import { localisedTextSchema } from './questionnaire-model.ts';
import { respondentSchema } from './questionnaires.ts';

/**
 * Quizzes (feature xplr-fea-quiz): question banks of single- or multiple-choice questions with
 * their correct answers, an explanation and an optional image, offered in areas. The patients' app
 * answers them; the server scores every submission and keeps it per patient and per question.
 */
export const QUIZ_QUESTIONS_MAX = 50;
export const QUIZ_CHOICES_MAX = 10;
export const QUIZ_AREAS_MAX = 200;
/** Where question images are served (public: the hash in the address is the credential). */
export const QUIZ_IMAGE_PATH = '/api/quizzes/images/';
export const QUIZ_IMAGE_MAX_BYTES = 2_000_000;
export const QUIZ_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** A question's or choice's own id (stable across edits, so results per question survive them). */
const localId = () => text().trim().min(1).max(40);

export const quizChoiceSchema = z
  .strictObject({ id: localId(), text: localisedTextSchema, correct: z.boolean() })
  .meta({ id: 'QuizChoice' });

/** `single`: exactly one correct choice; `multiple`: one or more, all of them to be chosen. */
export const QUIZ_KINDS = ['single', 'multiple'] as const;

export const quizQuestionInputSchema = z
  .strictObject({
    id: localId(),
    kind: z.enum(QUIZ_KINDS),
    text: localisedTextSchema,
    explanation: localisedTextSchema.nullable().optional(),
    image_id: z.uuid().nullable().optional(),
    choices: z.array(quizChoiceSchema).min(2).max(QUIZ_CHOICES_MAX),
  })
  .meta({ id: 'QuizQuestionBody' });
export type QuizQuestionInput = z.infer<typeof quizQuestionInputSchema>;

export const quizQuestionSchema = quizQuestionInputSchema
  .extend({ image_url: text().nullable() })
  .meta({ id: 'QuizQuestion' });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizInputSchema = z
  .strictObject({
    title: localisedTextSchema,
    description: localisedTextSchema.nullable().optional(),
    questions: z.array(quizQuestionInputSchema).min(1).max(QUIZ_QUESTIONS_MAX),
  })
  .meta({ id: 'QuizBody' });
export type QuizInput = z.infer<typeof quizInputSchema>;

export const quizSummarySchema = z
  .object({
    id: z.uuid(),
    organisation_id: z.uuid(),
    title: localisedTextSchema,
    description: localisedTextSchema.nullable(),
    question_count: z.number().int(),
    area_ids: z.array(z.uuid()),
    /** Patients who submitted it at least once. */
    patient_count: z.number().int(),
    attempt_count: z.number().int(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'QuizSummary' });
export type QuizSummary = z.infer<typeof quizSummarySchema>;

export const quizSchema = quizSummarySchema
  .extend({ questions: z.array(quizQuestionSchema) })
  .meta({ id: 'Quiz' });
export type Quiz = z.infer<typeof quizSchema>;

export const quizListSchema = z.object({ data: z.array(quizSummarySchema) }).meta({ id: 'QuizList' });
export const quizIdParamsSchema = z.object({ id: z.uuid() });
export const areaIdsSchema = z
  .strictObject({ area_ids: z.array(z.uuid()).max(QUIZ_AREAS_MAX) })
  .meta({ id: 'AreaAssignment' });

export const quizImageSchema = z.object({ id: z.uuid(), url: text() }).meta({ id: 'QuizImage' });
export const quizImageQuerySchema = z.object({ v: text().max(64).optional(), ...imageSizeQuery });

/** Results: each patient who submitted, and each question over every patient's latest submission. */
export const quizResultsSchema = z
  .object({
    quiz_id: z.uuid(),
    patients: z.array(
      z.object({
        user: respondentSchema,
        attempts: z.number().int(),
        best_score: z.number().int(),
        last_score: z.number().int(),
        total: z.number().int(),
        last_submitted_at: z.iso.datetime(),
      }),
    ),
    questions: z.array(
      z.object({
        question_id: text(),
        text: localisedTextSchema,
        answered: z.number().int(),
        correct: z.number().int(),
        choices: z.array(
          z.object({ id: text(), text: localisedTextSchema, correct: z.boolean(), chosen: z.number().int() }),
        ),
      }),
    ),
  })
  .meta({ id: 'QuizResults' });
export type QuizResults = z.infer<typeof quizResultsSchema>;

// The patients' app.

/** A question as the app shows it before it is answered: which choices are correct is not said. */
export const appQuizSchema = z
  .object({
    id: z.uuid(),
    title: localisedTextSchema,
    description: localisedTextSchema.nullable(),
    questions: z.array(
      z.object({
        id: text(),
        kind: z.enum(QUIZ_KINDS),
        text: localisedTextSchema,
        image_url: text().nullable(),
        choices: z.array(z.object({ id: text(), text: localisedTextSchema })),
      }),
    ),
    last_attempt: z
      .object({ score: z.number().int(), total: z.number().int(), submitted_at: z.iso.datetime() })
      .nullable(),
  })
  .meta({ id: 'AppQuiz' });
export type AppQuiz = z.infer<typeof appQuizSchema>;
export const appQuizListSchema = z.object({ data: z.array(appQuizSchema) }).meta({ id: 'AppQuizList' });

export const quizAnswersSchema = z
  .strictObject({
    /** The app's own id of this submission: sent again (a retry), it records nothing new. */
    client_id: z.uuid(),
    answers: z
      .array(
        z.strictObject({
          question_id: localId(),
          choice_ids: z.array(localId()).min(1).max(QUIZ_CHOICES_MAX),
        }),
      )
      .min(1)
      .max(QUIZ_QUESTIONS_MAX),
  })
  .meta({ id: 'QuizAnswers' });
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

/** A scored submission: now the app may show what was right, and why. */
export const quizAttemptSchema = z
  .object({
    id: z.uuid(),
    quiz_id: z.uuid(),
    client_id: z.uuid(),
    score: z.number().int(),
    total: z.number().int(),
    submitted_at: z.iso.datetime(),
    results: z.array(
      z.object({
        question_id: text(),
        correct: z.boolean(),
        correct_choice_ids: z.array(text()),
        explanation: localisedTextSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'QuizAttempt' });
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

/** What a patient's choices score against a question: right only when exactly the correct ones are chosen. */
export function isCorrect(question: Pick<QuizQuestionInput, 'choices'>, chosen: readonly string[]): boolean {
  const correct = question.choices.filter((c) => c.correct).map((c) => c.id);
  const picked = new Set(chosen);
  return picked.size === correct.length && correct.every((id) => picked.has(id));
}

/** The portal's calls on quizzes, and the question images. */
export const quizzesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/quizzes',
    ok: quizListSchema,
    access: { permission: 'quizzes.manage' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/quizzes',
    body: quizInputSchema,
    ok: quizSchema,
    status: 201,
    access: { permission: 'quizzes.manage' },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/quizzes/:id',
    params: quizIdParamsSchema,
    ok: quizSchema,
    access: { permission: 'quizzes.manage' },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/quizzes/:id',
    params: quizIdParamsSchema,
    body: quizInputSchema,
    ok: quizSchema,
    access: { permission: 'quizzes.manage' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/quizzes/:id',
    params: quizIdParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'quizzes.manage' },
  }),
  setAreas: defineEndpoint({
    method: 'PUT',
    path: '/quizzes/:id/areas',
    params: quizIdParamsSchema,
    body: areaIdsSchema,
    ok: quizSchema,
    access: { permission: 'quizzes.manage' },
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/quizzes/:id/results',
    params: quizIdParamsSchema,
    ok: quizResultsSchema,
    access: { permission: 'quizzes.manage' },
  }),
  /** The body is the image itself (one of QUIZ_IMAGE_TYPES, typed by its content type), not JSON. */
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/quizzes/images',
    upload: QUIZ_IMAGE_TYPES,
    ok: quizImageSchema,
    status: 201,
    access: { permission: 'quizzes.manage' },
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/quizzes/images/:id',
    params: quizIdParamsSchema,
    query: quizImageQuerySchema,
    file: QUIZ_IMAGE_TYPES.join(', '),
    access: {
      public:
        'question images load in <img>, without a bearer token: the content hash in the address is the credential',
    },
  }),
};
