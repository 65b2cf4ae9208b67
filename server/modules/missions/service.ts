import {
  MISSION_FEATURE,
  MISSION_STEP_KINDS,
  type Mission,
  type MissionBadge,
  type MissionInput,
  type MissionProgress,
  type MissionStep,
} from '../../../src/api/contracts/missions.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import {
  duplicates,
  invalidBody,
  localised,
  managedBy,
  toRespondent,
  type RequireFeature,
} from '../quizzes/access.ts';
import type { QuizzesRepository } from '../quizzes/repository.ts';
import type { MissionRow, MissionsRepository } from './repository.ts';

export const stepsOf = (row: MissionRow) => row.steps as MissionStep[];
export const badgeOf = (row: MissionRow) => row.badge as unknown as MissionBadge;

/** Missions for admins: CRUD with checked step targets, the areas they are offered in, progress. */
export function createMissionsService(deps: {
  repo: MissionsRepository;
  areas: Pick<QuizzesRepository, 'areasIn'>;
  requireFeature: RequireFeature;
  audit: Pick<AuditLog, 'recordFor'>;
}) {
  const { repo, audit } = deps;
  const managed = (t: Tenancy) => managedBy(t, deps.requireFeature, MISSION_FEATURE, 'missions');
  const record = (t: Tenancy, organisationId: string, action: string, subject: string, tx: Db, detail = {}) =>
    audit.recordFor(t, { organisationId, action, subject, detail }, tx);

  async function missionIn(organisationId: string, id: string): Promise<MissionRow> {
    const row = await repo.byId(id);
    if (!row || row.organisationId !== organisationId) throw notFound('Mission');
    return row;
  }

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
      area_ids: areas.filter((a) => a.missionId === r.id).map((a) => a.areaId),
      started_count: new Set(progress.filter((p) => p.missionId === r.id).map((p) => p.userId)).size,
      completed_count: badges.filter((b) => b.missionId === r.id).length,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }
  const view = async (row: MissionRow) => (await views([row]))[0] as Mission;

  return {
    async list(t: Tenancy): Promise<{ data: Mission[] }> {
      return { data: await views(await repo.listOf(await managed(t))) };
    },

    async get(t: Tenancy, id: string): Promise<Mission> {
      return view(await missionIn(await managed(t), id));
    },

    async create(t: Tenancy, body: MissionInput): Promise<Mission> {
      const organisationId = await managed(t);
      const input = await checked(organisationId, body);
      const row = await repo.transaction(async (tx) => {
        const saved = await repo.insert({ organisationId, createdBy: t.principal.sub, ...input }, tx);
        await record(t, organisationId, 'mission.create', saved.id, tx, { title: input.title.en });
        return saved;
      });
      return view(row);
    },

    /** Edits in place; steps keep their ids, so progress on them stays (a removed step's no longer counts). */
    async update(t: Tenancy, id: string, body: MissionInput): Promise<Mission> {
      const organisationId = await managed(t);
      await missionIn(organisationId, id);
      const input = await checked(organisationId, body);
      await repo.transaction(async (tx) => {
        await repo.update(id, input, tx);
        await record(t, organisationId, 'mission.update', id, tx);
      });
      return view(await missionIn(organisationId, id));
    },

    async remove(t: Tenancy, id: string): Promise<void> {
      const organisationId = await managed(t);
      await missionIn(organisationId, id);
      await repo.transaction(async (tx) => {
        await repo.remove(id, tx);
        await record(t, organisationId, 'mission.delete', id, tx);
      });
    },

    async setAreas(t: Tenancy, id: string, areaIds: string[]): Promise<Mission> {
      const organisationId = await managed(t);
      const row = await missionIn(organisationId, id);
      const unique = [...new Set(areaIds)];
      const ours = await deps.areas.areasIn(organisationId, unique);
      if (ours.length !== unique.length) throw validationError('area_ids', 'Not areas of the organisation');
      await repo.transaction(async (tx) => {
        await repo.setAreas(id, unique, tx);
        await record(t, organisationId, 'mission.areas', id, tx, { area_ids: unique });
      });
      return view(row);
    },

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
