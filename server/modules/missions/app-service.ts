import { type AppMission, type MissionStepDone } from '../../../src/api/contracts/missions.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import type { AppPatientScope } from '../../plugins/app-patient.ts';
import type { BadgeRow, MissionRow, MissionsRepository, ProgressRow } from './repository.ts';
import { badgeOf, stepsOf } from './service.ts';

/** The patients' app: the missions of the patient's areas, their progress, and the badge at the end. */
export function createAppMissionsService(deps: { repo: MissionsRepository }) {
  const { repo } = deps;

  const offeredTo = async (who: AppPatientScope) =>
    repo.offeredIn(who.organisationId, await repo.patientAreaIds(who.userId));

  function toApp(row: MissionRow, progress: ProgressRow[], badges: BadgeRow[]): AppMission {
    return {
      id: row.id,
      title: row.title,
      description: row.description ?? null,
      steps: stepsOf(row).map((s) => ({
        ...s,
        completed_at:
          progress.find((p) => p.missionId === row.id && p.stepId === s.id)?.completedAt.toISOString() ??
          null,
      })),
      badge: badgeOf(row),
      badge_awarded_at: badges.find((b) => b.missionId === row.id)?.awardedAt.toISOString() ?? null,
    };
  }

  async function state(who: AppPatientScope, row: MissionRow): Promise<AppMission> {
    const [progress, badges] = await Promise.all([
      repo.progress({ userId: who.userId }),
      repo.badges({ userId: who.userId }),
    ]);
    return toApp(row, progress, badges);
  }

  return {
    async mine(who: AppPatientScope): Promise<{ data: AppMission[] }> {
      const [rows, progress, badges] = await Promise.all([
        offeredTo(who),
        repo.progress({ userId: who.userId }),
        repo.badges({ userId: who.userId }),
      ]);
      return { data: rows.map((r) => toApp(r, progress, badges)) };
    },

    /**
     * Marks a step done: in order, and only once its quiz was submitted or its questionnaire
     * answered (a video or carousel item is the app's word). The last step earns the badge. The
     * same client id sent again records nothing and answers the mission as it stands.
     */
    async complete(who: AppPatientScope, missionId: string, body: MissionStepDone): Promise<AppMission> {
      const row = (await offeredTo(who)).find((m) => m.id === missionId);
      if (!row) throw notFound('Mission');
      const earlier = await repo.progressByClient(who.userId, body.client_id);
      if (earlier) {
        if (earlier.missionId !== missionId || earlier.stepId !== body.step_id)
          throw conflict('This client id was used for another step');
        return state(who, row);
      }
      const steps = stepsOf(row);
      const index = steps.findIndex((s) => s.id === body.step_id);
      const step = steps[index];
      if (!step) throw validationError('step_id', 'Not a step of this mission');
      const done = new Set(
        (await repo.progress({ userId: who.userId }))
          .filter((p) => p.missionId === missionId)
          .map((p) => p.stepId),
      );
      if (!done.has(step.id)) {
        if (steps.slice(0, index).some((s) => !done.has(s.id)))
          throw conflict('Complete the earlier steps of this mission first');
        if (!(await repo.targetDone(who.userId, step.kind, step.target_id)))
          throw conflict(
            step.kind === 'quiz'
              ? 'The quiz of this step has not been submitted'
              : 'The questionnaire of this step has not been answered',
          );
        await repo.transaction(async (tx) => {
          await repo.complete(
            {
              organisationId: who.organisationId,
              missionId,
              userId: who.userId,
              stepId: step.id,
              clientId: body.client_id,
            },
            tx,
          );
          if (steps.every((s) => s.id === step.id || done.has(s.id)))
            await repo.award({ missionId, userId: who.userId, organisationId: who.organisationId }, tx);
        });
      }
      return state(who, row);
    },
  };
}
export type AppMissionsService = ReturnType<typeof createAppMissionsService>;
