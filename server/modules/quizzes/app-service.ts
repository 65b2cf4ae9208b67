import {
  isCorrect,
  type AppQuiz,
  type QuizAnswers,
  type QuizAttempt,
} from '../../../src/api/contracts/quizzes.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AppPatientScope } from '../../plugins/app-patient.ts';
import { duplicates, invalidBody } from '../../content-library/access.ts';
import type { QuizAttemptRow, QuizRow, QuizzesRepository } from './repository.ts';
import { questionsOf, type QuizzesService } from './service.ts';

/** The patients' app: the quizzes of the patient's areas, and their answers, scored here. */
export function createAppQuizzesService(deps: {
  repo: QuizzesRepository;
  quizzes: Pick<QuizzesService, 'withImages'>;
}) {
  const { repo } = deps;

  /** A quiz the patient is offered (in one of their areas); any other reads as missing. */
  async function offered(who: AppPatientScope, id: string): Promise<QuizRow> {
    const rows = await repo.offeredIn(who.organisationId, await repo.patientAreaIds(who.userId));
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound('Quiz');
    return row;
  }

  function toAttempt(row: QuizRow, attempt: QuizAttemptRow): QuizAttempt {
    const questions = questionsOf(row);
    return {
      id: attempt.id,
      quiz_id: attempt.quizId,
      client_id: attempt.clientId,
      score: attempt.score,
      total: attempt.total,
      submitted_at: attempt.submittedAt.toISOString(),
      results: attempt.results.map((r) => {
        const q = questions.find((x) => x.id === r.question_id);
        return {
          question_id: r.question_id,
          correct: r.correct,
          correct_choice_ids: q?.choices.filter((c) => c.correct).map((c) => c.id) ?? [],
          explanation: q?.explanation ?? null,
        };
      }),
    };
  }

  return {
    async mine(who: AppPatientScope): Promise<{ data: AppQuiz[] }> {
      const rows = await repo.offeredIn(who.organisationId, await repo.patientAreaIds(who.userId));
      const attempts = await repo.attempts({ userId: who.userId });
      const data: AppQuiz[] = [];
      for (const row of rows) {
        const last = attempts.find((a) => a.attempt.quizId === row.id)?.attempt;
        data.push({
          id: row.id,
          title: row.title,
          description: row.description ?? null,
          questions: (await deps.quizzes.withImages(row)).map((q) => ({
            id: q.id,
            kind: q.kind,
            text: q.text,
            image_url: q.image_url,
            choices: q.choices.map((c) => ({ id: c.id, text: c.text })),
          })),
          last_attempt: last
            ? { score: last.score, total: last.total, submitted_at: last.submittedAt.toISOString() }
            : null,
        });
      }
      return { data };
    },

    /**
     * Scores a submission (every question answered, choices of the question) and keeps it. The same
     * client id sent again answers the first submission and records nothing new.
     */
    async answer(who: AppPatientScope, quizId: string, body: QuizAnswers): Promise<QuizAttempt> {
      const row = await offered(who, quizId);
      const replay = async () => {
        const earlier = await repo.attemptByClient(who.userId, body.client_id);
        if (!earlier) return undefined;
        if (earlier.quizId !== quizId) throw conflict('This client id was used for another quiz');
        return toAttempt(row, earlier);
      };
      const done = await replay();
      if (done) return done;
      const questions = questionsOf(row);
      const fields: { path: string; message: string }[] = [];
      const twice = duplicates(body.answers.map((a) => a.question_id));
      if (twice.length)
        fields.push({ path: 'answers', message: `Questions answered twice: ${twice.join(', ')}` });
      body.answers.forEach((a, i) => {
        const q = questions.find((x) => x.id === a.question_id);
        if (!q)
          return fields.push({ path: `answers.${i}.question_id`, message: 'Not a question of this quiz' });
        if (a.choice_ids.some((c) => !q.choices.some((x) => x.id === c)) || duplicates(a.choice_ids).length)
          fields.push({ path: `answers.${i}.choice_ids`, message: 'Not choices of this question' });
        else if (q.kind === 'single' && a.choice_ids.length !== 1)
          fields.push({ path: `answers.${i}.choice_ids`, message: 'Choose one answer' });
      });
      const missing = questions.filter((q) => !body.answers.some((a) => a.question_id === q.id));
      if (missing.length)
        fields.push({
          path: 'answers',
          message: `Questions not answered: ${missing.map((q) => q.id).join(', ')}`,
        });
      if (fields.length) throw invalidBody(fields);
      const results = questions.map((q) => ({
        question_id: q.id,
        correct: isCorrect(q, body.answers.find((a) => a.question_id === q.id)?.choice_ids ?? []),
      }));
      await repo.insertAttempt({
        organisationId: who.organisationId,
        quizId,
        userId: who.userId,
        clientId: body.client_id,
        answers: questions.map((q) => ({
          question_id: q.id,
          choice_ids: body.answers.find((a) => a.question_id === q.id)?.choice_ids ?? [],
        })),
        results,
        score: results.filter((r) => r.correct).length,
        total: questions.length,
      });
      // Two submissions with one client id at once: the one stored is the answer to both.
      return (await replay()) as QuizAttempt;
    },
  };
}
export type AppQuizzesService = ReturnType<typeof createAppQuizzesService>;
