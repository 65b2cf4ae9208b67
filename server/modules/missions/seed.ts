import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demoWorld } from '../quizzes/index.ts';
import { demoMission } from './demo.ts';
import { quizzes } from '../quizzes/schema.ts';
import { createMissions } from './module.ts';
import { createMissionsRepository } from './repository.ts';

/**
 * Demo mission, after the quiz's demo: "Ready for the ward" in the oncology ward, its first step the
 * ward quiz. The patient who answered the quiz right finishes it and earns the badge; the one who got
 * a question wrong stops after the quiz step.
 */
export async function seedMissions(db: Db): Promise<void> {
  const world = await demoWorld(db);
  if (!world) return;
  const { asAdmin, oncology, bubbles, star, starter } = world;
  const [quiz] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(eq(quizzes.organisationId, asAdmin.organisationId as string));
  if (!quiz) return;
  const { missions, appMissions } = createMissions({
    repo: createMissionsRepository(db),
    audit: world.audit,
  });
  const mission = await missions.create(asAdmin, demoMission(quiz.id, bubbles.id));
  await missions.setAreas(asAdmin, mission.id, [oncology.id]);
  const step = (who: { userId: string; organisationId: string }, stepId: string) =>
    appMissions.complete(who, mission.id, { client_id: randomUUID(), step_id: stepId });
  if (star) {
    await step(star, 'quiz');
    await step(star, 'breathe');
  }
  if (starter) await step(starter, 'quiz');
}
