import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './organisation.ts';
import { areaIdsSchema } from './quizzes.ts';
import { text } from './text.ts';
import { localisedTextSchema } from './questionnaire-model.ts';
import { respondentSchema } from './questionnaires.ts';

/**
 * Missions (feature xplr-fea-misn): ordered steps — do a quiz, watch a video, answer a
 * questionnaire, open a carousel item — offered in areas. A patient completes them in order in the
 * app; the last one earns the mission's badge.
 */
export const MISSION_STEPS_MAX = 20;

/** The first kind is a quiz so that a generated example names a real target (the fuzz and matrix suites). */
export const MISSION_STEP_KINDS = ['quiz', 'video', 'questionnaire', 'content_item'] as const;
export type MissionStepKind = (typeof MISSION_STEP_KINDS)[number];

export const BADGE_ICONS = ['star', 'trophy', 'rocket', 'heart', 'sun', 'medal'] as const;

export const missionStepSchema = z
  .strictObject({
    id: text().trim().min(1).max(40),
    kind: z.enum(MISSION_STEP_KINDS),
    /** The quiz, video, questionnaire or catalogue item the step asks for. */
    target_id: z.uuid(),
    title: localisedTextSchema,
  })
  .meta({ id: 'MissionStep' });
export type MissionStep = z.infer<typeof missionStepSchema>;

export const missionBadgeSchema = z
  .strictObject({ name: localisedTextSchema, icon: z.enum(BADGE_ICONS) })
  .meta({ id: 'MissionBadge' });
export type MissionBadge = z.infer<typeof missionBadgeSchema>;

export const missionInputSchema = z
  .strictObject({
    title: localisedTextSchema,
    description: localisedTextSchema.nullable().optional(),
    steps: z.array(missionStepSchema).min(1).max(MISSION_STEPS_MAX),
    badge: missionBadgeSchema,
  })
  .meta({ id: 'MissionBody' });
export type MissionInput = z.infer<typeof missionInputSchema>;

export const missionSchema = z
  .object({
    id: z.uuid(),
    organisation_id: z.uuid(),
    title: localisedTextSchema,
    description: localisedTextSchema.nullable(),
    steps: z.array(missionStepSchema),
    badge: missionBadgeSchema,
    area_ids: z.array(z.uuid()),
    /** Patients who completed at least one step, and those who earned the badge. */
    started_count: z.number().int(),
    completed_count: z.number().int(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Mission' });
export type Mission = z.infer<typeof missionSchema>;

export const missionListSchema = z.object({ data: z.array(missionSchema) }).meta({ id: 'MissionList' });

/** Each patient of the mission's areas (and anyone who made progress): which steps, and the badge. */
export const missionProgressSchema = z
  .object({
    mission_id: z.uuid(),
    step_count: z.number().int(),
    patients: z.array(
      z.object({
        user: respondentSchema,
        step_ids: z.array(text()),
        last_progress_at: z.iso.datetime().nullable(),
        badge_awarded_at: z.iso.datetime().nullable(),
      }),
    ),
  })
  .meta({ id: 'MissionProgress' });
export type MissionProgress = z.infer<typeof missionProgressSchema>;

// The patients' app.

export const appMissionSchema = z
  .object({
    id: z.uuid(),
    title: localisedTextSchema,
    description: localisedTextSchema.nullable(),
    steps: z.array(missionStepSchema.extend({ completed_at: z.iso.datetime().nullable() })),
    badge: missionBadgeSchema,
    badge_awarded_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AppMission' });
export type AppMission = z.infer<typeof appMissionSchema>;
export const appMissionListSchema = z
  .object({ data: z.array(appMissionSchema) })
  .meta({ id: 'AppMissionList' });

export const missionStepDoneSchema = z
  .strictObject({
    /** The app's own id of this report: sent again (a retry), it records nothing new. */
    client_id: z.uuid(),
    step_id: text().trim().min(1).max(40),
  })
  .meta({ id: 'MissionStepDone' });
export type MissionStepDone = z.infer<typeof missionStepDoneSchema>;

/** The portal's calls on missions. */
export const missionsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/missions',
    ok: missionListSchema,
    access: { permission: 'missions.manage' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/missions',
    body: missionInputSchema,
    ok: missionSchema,
    status: 201,
    access: { permission: 'missions.manage' },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/missions/:id',
    params: idParamsSchema,
    ok: missionSchema,
    access: { permission: 'missions.manage' },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/missions/:id',
    params: idParamsSchema,
    body: missionInputSchema,
    ok: missionSchema,
    access: { permission: 'missions.manage' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/missions/:id',
    params: idParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'missions.manage' },
  }),
  setAreas: defineEndpoint({
    method: 'PUT',
    path: '/missions/:id/areas',
    params: idParamsSchema,
    body: areaIdsSchema,
    ok: missionSchema,
    access: { permission: 'missions.manage' },
  }),
  progress: defineEndpoint({
    method: 'GET',
    path: '/missions/:id/progress',
    params: idParamsSchema,
    ok: missionProgressSchema,
    access: { permission: 'missions.manage' },
  }),
};
