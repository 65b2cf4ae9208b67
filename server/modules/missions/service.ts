import {
  MISSION_STEP_KINDS,
  type Mission,
  type MissionBadge,
  type MissionInput,
  type MissionProgress,
  type MissionStep,
} from '../../../src/api/contracts/missions.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { duplicates, invalidBody, localised, toRespondent } from '../../content-library/access.ts';
import { createContentAdmin } from '../../content-library/service.ts';
import type { MissionRow, MissionsRepository } from './repository.ts';

export const stepsOf = (row: MissionRow) => row.steps as MissionStep[];
export const badgeOf = (row: MissionRow) => row.badge as unknown as MissionBadge;

/** Missions for admins: CRUD with checked step targets, the areas they are offered in, progress. */
export function createMissionsService(deps: {
  repo: MissionsRepository;
  audit: Pick<AuditLog, 'recordFor'>;
}) {
  const { repo } = deps;

  /** Unique step ids, and every step's target one the organisation has. */
  async function checked(organisationId: string, body: MissionInput) {
    const fields: { path: string; message: string }[] = [];
    const twice = duplicates(body.steps.map((s) => s.id));
    if (twice.length) fields.push({ path: 'steps', message: `Step ids repeat: ${twice.join(', ')}` });
    for (const kind of MISSION_STEP_KINDS) {
      const ids = body.steps.filter((s) => s.kind === kind).map((s) => s.target_id);
      const found = new Set(await repo.targetsIn(organisationId, kind, [...new Set(ids)]));
      body.steps.forEach((s, i) => {
        if (s.kind === kind && !found.has(s.target_id))
          fields.push({
            path: `steps.${i}.target_id`,
            message: `Not a ${kind.replace('_', ' ')} of the organisation`,
          });
      });
    }
    if (fields.length) throw invalidBody(fields);
    return {
      title: localised(body.title),
      description: body.description ? localised(body.description) : null,
      steps: body.steps.map((s) => ({
        id: s.id,
        kind: s.kind,
        target_id: s.target_id,
        title: localised(s.title),
      })),
      badge: { name: localised(body.badge.name), icon: body.badge.icon },
    };
  }

  async function views(rows: MissionRow[]): Promise<Mission[]> {
    const ids = rows.map((r) => r.id);
    const [areas, progress, badges] = await Promise.all([
      repo.areaIds(ids),
      repo.progress({ missionIds: ids }),
      repo.badges({ missionIds: ids }),
    ]);
    return rows.map((r) => ({
      id: r.id,
      organisation_id: r.organisationId,
      title: r.title,
      description: r.description ?? null,
      steps: stepsOf(r),
      badge: badgeOf(r),
      area_ids: areas.filter((a) => a.itemId === r.id).map((a) => a.areaId),
      started_count: new Set(progress.filter((p) => p.missionId === r.id).map((p) => p.userId)).size,
      completed_count: badges.filter((b) => b.missionId === r.id).length,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }
  const view = async (row: MissionRow) => (await views([row]))[0] as Mission;

  const admin = createContentAdmin(
    { ...deps, areas: deps.repo },
    {
      plural: 'missions',
      noun: 'Mission',
      action: 'mission',
      checked,
      view,
    },
  );
  const { managed, itemIn: missionIn } = admin;

  return {
    async list(t: Tenancy): Promise<{ data: Mission[] }> {
      return { data: await views(await repo.listOf(await managed(t))) };
    },
    get: admin.get,
    create: admin.create,
    /** Edits in place; steps keep their ids, so progress on them stays (a removed step's no longer counts). */
    update: admin.update,
    remove: (t: Tenancy, id: string) => admin.remove(t, id),
    setAreas: admin.setAreas,

    /** Every patient of the mission's areas and everyone who made progress: their steps and badge. */
    async progress(t: Tenancy, id: string): Promise<MissionProgress> {
      const organisationId = await managed(t);
      const row = await missionIn(organisationId, id);
      const steps = new Set(stepsOf(row).map((s) => s.id));
      const areaIds = (await repo.areaIds([id])).map((a) => a.areaId);
      const [members, progress, badges] = await Promise.all([
        repo.patientsOfAreas(organisationId, areaIds),
        repo.progress({ missionIds: [id] }),
        repo.badges({ missionIds: [id] }),
      ]);
      const others = [...new Set(progress.map((p) => p.userId))].filter(
        (u) => !members.some((m) => m.id === u),
      );
      const people = [...members, ...(await repo.usersByIds(others))];
      const patients = people.map((user) => {
        const own = progress.filter((p) => p.userId === user.id && steps.has(p.stepId));
        return {
          user: toRespondent(user),
          step_ids: own.map((p) => p.stepId),
          last_progress_at: own.at(-1)?.completedAt.toISOString() ?? null,
          badge_awarded_at: badges.find((b) => b.userId === user.id)?.awardedAt.toISOString() ?? null,
        };
      });
      // Furthest along first, then by name.
      patients.sort(
        (a, b) =>
          b.step_ids.length - a.step_ids.length ||
          `${a.user.surname} ${a.user.first_name}`.localeCompare(`${b.user.surname} ${b.user.first_name}`),
      );
      return { mission_id: id, step_count: steps.size, patients };
    },
  };
}
export type MissionsService = ReturnType<typeof createMissionsService>;
