import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentItems, organisations } from '../organisations/schema.ts';
import { organisationAreas, userOrganisationAreas } from '../areas/schema.ts';
import { users } from '../users/schema.ts';
import { createAuditLog } from '../../audit/audit-log.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { createQuizzes } from './module.ts';
import { createQuizzesRepository } from './repository.ts';
import { demoQuiz } from './demo.ts';

/** The oncology ward's admin, its patients with an app code, and what the quiz and mission demos need. */
export async function demoWorld(db: Db) {
  const [stMarys] = await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@stmarys.test'));
  const [oncology] = await db
    .select()
    .from(organisationAreas)
    .where(eq(organisationAreas.name, 'Oncology ward'));
  const [bubbles] = await db
    .select()
    .from(contentItems)
    .where(eq(contentItems.code, 'game-bubble-breathing'));
  if (!stMarys || !admin || !oncology || !bubbles) return null;
  const asAdmin: Tenancy = {
    principal: { sub: admin.id, type: 1, org: stMarys.id, sid: '', exp: 0 },
    superAdmin: false,
    organisationId: stMarys.id,
  };
  const patients = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userOrganisationAreas, eq(userOrganisationAreas.userId, users.id))
    .where(
      and(
        eq(users.organisationId, stMarys.id),
        eq(users.type, 3),
        eq(users.status, 4),
        isNotNull(users.appCode),
        eq(userOrganisationAreas.areaId, oncology.id),
      ),
    )
    .orderBy(asc(users.patientNumber), asc(users.id))
    .limit(2);
  // The first answers everything right and earns the badge; the second gets one question wrong and stops.
  const [star, starter] = patients.map((p) => ({ userId: p.id, organisationId: stMarys.id }));
  return {
    asAdmin,
    oncology,
    bubbles,
    star,
    starter,
    audit: createAuditLog(db),
  };
}

/**
 * Demo quiz, through the services as the portal and the app would: St Mary's admin offers "Staying
 * safe on the ward" in the oncology ward; of its patients with an app code, the first answers
 * everything right, the second gets one question wrong, the third has not started.
 */
export async function seedQuizzes(db: Db): Promise<void> {
  const world = await demoWorld(db);
  if (!world) return;
  const { asAdmin, oncology, star, starter } = world;
  const { quizzes, appQuizzes } = createQuizzes({
    repo: createQuizzesRepository(db),
    audit: world.audit,
  });
  const quiz = await quizzes.create(asAdmin, demoQuiz);
  await quizzes.setAreas(asAdmin, quiz.id, [oncology.id]);
  const answers = (help: string[]) => ({
    client_id: randomUUID(),
    answers: [
      { question_id: 'hands', choice_ids: ['always'] },
      { question_id: 'help', choice_ids: help },
    ],
  });
  if (star) await appQuizzes.answer(star, quiz.id, answers(['nurse', 'doctor']));
  if (starter) await appQuizzes.answer(starter, quiz.id, answers(['nurse']));
}
