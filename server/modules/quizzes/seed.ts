import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentItems, organisations } from '../organisations/schema.ts';
import { organisationAreas, userOrganisationAreas } from '../areas/schema.ts';
import { users } from '../users/schema.ts';
import { createAuditLog } from '../../audit/audit-log.ts';
import { requireFeature } from '../../plugins/features.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { createMissions } from '../missions/module.ts';
import { createMissionsRepository } from '../missions/repository.ts';
import { createQuizzes } from './module.ts';
import { createQuizzesRepository } from './repository.ts';
import { demoQuiz, demoMission } from './demo.ts';

/**
 * Demo data of quizzes and missions, through the services as the portal and the app would: St Mary's admin
 * offers "Staying safe on the ward" and the mission "Ready for the ward" in the oncology ward; of its
 * patients with an app code, the first answers everything right and earns the badge, the second gets
 * one question wrong and stops after the quiz step, the third has not started.
 */
export async function seedQuizzesAndMissions(db: Db): Promise<void> {
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
  if (!stMarys || !admin || !oncology || !bubbles) return;
  const gate = (organisationId: string, feature: string) => requireFeature(db, organisationId, feature);
  const audit = createAuditLog(db);
  const quizRepo = createQuizzesRepository(db);
  const { quizzes, appQuizzes } = createQuizzes({ repo: quizRepo, requireFeature: gate, audit });
  const { missions, appMissions } = createMissions({
    repo: createMissionsRepository(db),
    areas: quizRepo,
    requireFeature: gate,
    audit,
  });
  const asAdmin: Tenancy = {
    principal: { sub: admin.id, type: 1, org: stMarys.id, sid: '', exp: 0 },
    superAdmin: false,
    organisationId: stMarys.id,
  };
  const quiz = await quizzes.create(asAdmin, demoQuiz);
  await quizzes.setAreas(asAdmin, quiz.id, [oncology.id]);
  const mission = await missions.create(asAdmin, demoMission(quiz.id, bubbles.id));
  await missions.setAreas(asAdmin, mission.id, [oncology.id]);

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
  const answers = (help: string[]) => ({
    client_id: randomUUID(),
    answers: [
      { question_id: 'hands', choice_ids: ['always'] },
      { question_id: 'help', choice_ids: help },
    ],
  });
  const step = (who: { userId: string; organisationId: string }, stepId: string) =>
    appMissions.complete(who, mission.id, { client_id: randomUUID(), step_id: stepId });
  const [star, starter] = patients.map((p) => ({ userId: p.id, organisationId: stMarys.id }));
  if (star) {
    await appQuizzes.answer(star, quiz.id, answers(['nurse', 'doctor']));
    await step(star, 'quiz');
    await step(star, 'breathe');
  }
  if (starter) {
    await appQuizzes.answer(starter, quiz.id, answers(['nurse']));
    await step(starter, 'quiz');
  }
}
