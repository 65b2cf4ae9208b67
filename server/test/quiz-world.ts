/** What the quiz and mission tests share: signed-in callers, app patients in and out of an area, table snapshots. */
import { eq, sql } from 'drizzle-orm';
import { organisationAreas, userOrganisationAreas } from '../modules/areas/schema.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { callerOf, first, signInAll, type TestApp } from './harness.ts';
import { appSignIn, createAppPatient } from './app-patients.ts';
import type { QuizInput } from '../../src/api/contracts/quizzes.ts';

export const ADMIN = 'admin@stmarys.test';
export const GUARDIAN = 'guardian@stmarys.test';
export const OTHER_ADMIN = 'admin@infantil.test';
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** "Staying safe on the ward": one single-choice and one multiple-choice question. */
export const wardQuiz = (imageId?: string): QuizInput => ({
  title: { en: 'Staying safe on the ward', es: 'Seguros en la planta', ar: 'الأمان في الجناح' },
  questions: [
    {
      id: 'hands',
      kind: 'single',
      text: { en: 'When do we wash our hands?', es: '¿Cuándo nos lavamos las manos?' },
      explanation: { en: 'Clean hands keep germs away from everyone on the ward.' },
      image_id: imageId ?? null,
      choices: [
        { id: 'always', text: { en: 'Before eating and after the toilet' }, correct: true },
        { id: 'never', text: { en: 'Never' }, correct: false },
      ],
    },
    {
      id: 'help',
      kind: 'multiple',
      text: { en: 'Who can help when something hurts?' },
      choices: [
        { id: 'nurse', text: { en: 'A nurse' }, correct: true },
        { id: 'doctor', text: { en: 'A doctor' }, correct: true },
        { id: 'nobody', text: { en: 'Nobody' }, correct: false },
      ],
    },
  ],
});

/** Admins of both organisations signed in (Infantil given the features too, so that only the organisation differs),
 * patient A in St Mary's oncology ward, patient B of St Mary's in no area, patient C of Infantil. */
export async function createWorld(t: TestApp) {
  const { db } = t.database;
  await db
    .update(organisations)
    .set({ features: ['VideoContent', 'Questionnaires', 'xplr-fea-quiz', 'xplr-fea-misn'] })
    .where(eq(organisations.urlCode, 'infantil'));
  const call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN]));
  const oncology = first(
    await db.select().from(organisationAreas).where(eq(organisationAreas.name, 'Oncology ward')),
  );
  const infantilArea = first(
    await db.select().from(organisationAreas).where(eq(organisationAreas.name, 'Pediatría general')),
  );
  const a = await createAppPatient(db, 'stmarys', 'QQAAAA', 4);
  const b = await createAppPatient(db, 'stmarys', 'QQCDEF', 4);
  const c = await createAppPatient(db, 'infantil', 'QQCCCC', 4);
  await db.insert(userOrganisationAreas).values([
    { userId: a.id, areaId: oncology.id },
    { userId: c.id, areaId: infantilArea.id },
  ]);
  const tokens = {
    a: (await appSignIn(t, 'stmarys', 'QQAAAA')).access_token,
    b: (await appSignIn(t, 'stmarys', 'QQCDEF')).access_token,
    c: (await appSignIn(t, 'infantil', 'QQCCCC')).access_token,
  };
  const app = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/app${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload ? { payload } : {}),
    });
  /** Switches a feature of St Mary's off for the duration of `work`. */
  const withoutFeature = async <T>(feature: string, work: () => Promise<T>): Promise<T> => {
    const [row] = await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'));
    const features = row?.features ?? [];
    await db
      .update(organisations)
      .set({ features: features.filter((f) => f !== feature) })
      .where(eq(organisations.urlCode, 'stmarys'));
    try {
      return await work();
    } finally {
      await db.update(organisations).set({ features }).where(eq(organisations.urlCode, 'stmarys'));
    }
  };
  /** Every row of the quiz and mission tables, to show that a refused call changed none. */
  const snapshot = async () => {
    const out: Record<string, unknown> = {};
    for (const table of [
      'quizzes',
      'quiz_areas',
      'quiz_images',
      'quiz_attempts',
      'missions',
      'mission_areas',
      'mission_progress',
      'mission_badges',
    ])
      out[table] = (
        (await db.execute(sql.raw(`select * from ${table} order by 1, 2`))) as unknown as { rows: unknown[] }
      ).rows;
    return JSON.stringify(out);
  };
  return { call, app, oncology, infantilArea, ids: { a: a.id, b: b.id, c: c.id }, withoutFeature, snapshot };
}
