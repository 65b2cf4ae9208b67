import {
  QUIZ_IMAGE_MAX_BYTES,
  QUIZ_IMAGE_PATH,
  QUIZ_IMAGE_TYPES,
  type Quiz,
  type QuizInput,
  type QuizQuestion,
  type QuizQuestionInput,
  type QuizResults,
  type QuizSummary,
} from '../../../src/api/contracts/quizzes.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { acceptImage, addressMatches, type ImageUse } from '../../media/image-store.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { duplicates, invalidBody, localised, toRespondent } from '../../content-library/access.ts';
import { createContentAdmin } from '../../content-library/service.ts';
import type { QuizRow, QuizzesRepository } from './repository.ts';

export const QUIZ_IMAGES: ImageUse = { mediaTypes: QUIZ_IMAGE_TYPES, maxBytes: QUIZ_IMAGE_MAX_BYTES };

export const imageUrl = (id: string, hash: string) => `${QUIZ_IMAGE_PATH}${id}?v=${hash.slice(0, 32)}`;

/** What a quiz row's jsonb holds: the questions as they were stored. */
export const questionsOf = (row: QuizRow) => row.questions as QuizQuestionInput[];

/** Quizzes for admins: CRUD, the areas they are offered in, images and results. */
export function createQuizzesService(deps: { repo: QuizzesRepository; audit: Pick<AuditLog, 'recordFor'> }) {
  const { repo } = deps;

  /** Checks what the schema cannot: unique ids, the right number of correct choices, our own images. */
  async function checked(organisationId: string, body: QuizInput): Promise<QuizInput> {
    const fields: { path: string; message: string }[] = [];
    const twice = duplicates(body.questions.map((q) => q.id));
    if (twice.length) fields.push({ path: 'questions', message: `Question ids repeat: ${twice.join(', ')}` });
    body.questions.forEach((q, i) => {
      const path = `questions.${i}.choices`;
      const again = duplicates(q.choices.map((c) => c.id));
      if (again.length) fields.push({ path, message: `Choice ids repeat: ${again.join(', ')}` });
      const correct = q.choices.filter((c) => c.correct).length;
      if (q.kind === 'single' && correct !== 1)
        fields.push({ path, message: 'A single-choice question has exactly one correct choice' });
      if (q.kind === 'multiple' && correct < 1)
        fields.push({ path, message: 'A multiple-choice question has at least one correct choice' });
    });
    const imageIds = [...new Set(body.questions.flatMap((q) => (q.image_id ? [q.image_id] : [])))];
    const ours = new Set((await repo.imagesIn(organisationId, imageIds)).map((i) => i.id));
    body.questions.forEach((q, i) => {
      if (q.image_id && !ours.has(q.image_id))
        fields.push({ path: `questions.${i}.image_id`, message: 'Not an image uploaded for quizzes here' });
    });
    if (fields.length) throw invalidBody(fields);
    return {
      title: localised(body.title),
      description: body.description ? localised(body.description) : null,
      questions: body.questions.map((q) => ({
        id: q.id,
        kind: q.kind,
        text: localised(q.text),
        explanation: q.explanation ? localised(q.explanation) : null,
        image_id: q.image_id ?? null,
        choices: q.choices.map((c) => ({ id: c.id, text: localised(c.text), correct: c.correct })),
      })),
    };
  }

  async function summaries(rows: QuizRow[]): Promise<QuizSummary[]> {
    const ids = rows.map((r) => r.id);
    const [areas, counts] = await Promise.all([repo.areaIds(ids), repo.counts(ids)]);
    return rows.map((r) => {
      const count = counts.find((c) => c.quizId === r.id);
      return {
        id: r.id,
        organisation_id: r.organisationId,
        title: r.title,
        description: r.description ?? null,
        question_count: questionsOf(r).length,
        area_ids: areas.filter((a) => a.itemId === r.id).map((a) => a.areaId),
        patient_count: count?.patients ?? 0,
        attempt_count: count?.attempts ?? 0,
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
      };
    });
  }

  /** The questions with their image addresses. */
  async function withImages(row: QuizRow): Promise<QuizQuestion[]> {
    const questions = questionsOf(row);
    const ids = questions.flatMap((q) => (q.image_id ? [q.image_id] : []));
    const images = await repo.imagesIn(row.organisationId, ids);
    return questions.map((q) => {
      const image = images.find((i) => i.id === q.image_id);
      return { ...q, image_id: q.image_id ?? null, image_url: image ? imageUrl(image.id, image.hash) : null };
    });
  }

  async function view(row: QuizRow): Promise<Quiz> {
    const [summary] = await summaries([row]);
    return { ...(summary as QuizSummary), questions: await withImages(row) };
  }

  const admin = createContentAdmin(
    { repo, areas: repo, audit: deps.audit },
    { plural: 'quizzes', noun: 'Quiz', action: 'quiz', checked, view },
  );
  const { managed, record, itemIn: quizIn } = admin;

  return {
    quizIn,
    withImages,
    get: admin.get,
    create: admin.create,
    update: admin.update,
    setAreas: admin.setAreas,

    async list(t: Tenancy): Promise<{ data: QuizSummary[] }> {
      const organisationId = await managed(t);
      return { data: await summaries(await repo.listOf(organisationId)) };
    },

    /** Deletes a quiz with its results; refused while a mission has it as a step. */
    remove: (t: Tenancy, id: string): Promise<void> =>
      admin.remove(t, id, async (organisationId) => {
        const using = await repo.missionsUsing(organisationId, id);
        if (using.length)
          throw conflict(
            `The quiz is a step of ${using.map((m) => `"${m.title.en}"`).join(', ')}: remove it there first`,
          );
      }),

    /** Each patient's submissions, and each question over every patient's latest submission. */
    async results(t: Tenancy, id: string): Promise<QuizResults> {
      const row = await quizIn(await managed(t), id);
      const attempts = await repo.attempts({ quizIds: [id] });
      const latest = new Map<string, (typeof attempts)[number]>();
      const patients: QuizResults['patients'] = [];
      for (const a of attempts) {
        if (latest.has(a.user.id)) continue;
        latest.set(a.user.id, a);
        const own = attempts.filter((x) => x.user.id === a.user.id);
        patients.push({
          user: toRespondent(a.user),
          attempts: own.length,
          best_score: Math.max(...own.map((x) => x.attempt.score)),
          last_score: a.attempt.score,
          total: a.attempt.total,
          last_submitted_at: a.attempt.submittedAt.toISOString(),
        });
      }
      const last = [...latest.values()].map((a) => a.attempt);
      const questions = questionsOf(row).map((q) => {
        const answers = last.flatMap((a) => a.answers.filter((x) => x.question_id === q.id));
        const results = last.flatMap((a) => a.results.filter((x) => x.question_id === q.id));
        return {
          question_id: q.id,
          text: q.text,
          answered: answers.length,
          correct: results.filter((r) => r.correct).length,
          choices: q.choices.map((c) => ({
            id: c.id,
            text: c.text,
            correct: c.correct,
            chosen: answers.filter((a) => a.choice_ids.includes(c.id)).length,
          })),
        };
      });
      return { quiz_id: id, patients, questions };
    },

    /** Stores a question image; its bytes must be the type it was sent as. */
    async uploadImage(t: Tenancy, data: unknown, declared: string): Promise<{ id: string; url: string }> {
      const organisationId = await managed(t);
      const image = await acceptImage(QUIZ_IMAGES, data, declared);
      const row = await repo.transaction(async (tx) => {
        const saved = await repo.saveImage({ organisationId, ...image, createdBy: t.principal.sub }, tx);
        await record(t, organisationId, 'image.upload', saved.id, tx, { bytes: image.data.length });
        return saved;
      });
      return { id: row.id, url: imageUrl(row.id, image.hash) };
    },

    /** The image at an address: the id and the hash's first 32 hex digits must both match. */
    async image(id: string, v: string | undefined) {
      const row = await repo.image(id);
      if (!row || !addressMatches(row, v, 32)) throw notFound('Image');
      return row;
    },
  };
}
export type QuizzesService = ReturnType<typeof createQuizzesService>;
