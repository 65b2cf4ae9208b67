import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { createAuditLog } from '../../audit/audit-log.ts';
import { requireFeature } from '../../plugins/features.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { createQuestionnairesRepository } from './repository.ts';
import { createQuestionnaires } from './module.ts';
import { createFamiliesRepository } from '../families/index.ts';
import { createNotificationsRepository } from '../notifications/index.ts';
import { createNotifier } from '../notifications/index.ts';
import { calmAnswers, demoSafeguarding, feelingToday, worriedAnswers } from './demo.ts';
import { safeguardingSettings } from './schema.ts';

/**
 * Demo data, through the services as the portal and the app would: St Mary's admin
 * creates and activates "How are you feeling today?" (branching and a score), asks two patients,
 * and both answer — one calm, one whose score raises a duty-of-care flag in the staff queue, its
 * contacts told in their notification centre as on any day (the menu shows it unread).
 */
export async function seedQuestionnaires(db: Db): Promise<void> {
  await seedSafeguarding(db);
  const [stMarys] = await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@stmarys.test'));
  if (!stMarys || !admin) return;
  const patients = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, stMarys.id), eq(users.type, 3), eq(users.status, 4)))
    .orderBy(asc(users.patientNumber), asc(users.id))
    .limit(2);
  const module = createQuestionnaires({
    repo: createQuestionnairesRepository(db),
    requireFeature: (organisationId, feature) => requireFeature(db, organisationId, feature),
    audit: createAuditLog(db),
    // Patients get no e-mail: nothing is sent.
    mailer: { send: async () => '' },
    publicUrl: '',
    families: createFamiliesRepository(db),
    notify: createNotifier({ repo: createNotificationsRepository(db), channels: [], now: Date.now }),
  });
  const asAdmin: Tenancy = {
    principal: { sub: admin.id, type: 1, org: stMarys.id, sid: '', exp: 0 },
    superAdmin: false,
    organisationId: stMarys.id,
  };
  const created = await module.questionnaires.create(asAdmin, feelingToday);
  await module.questionnaires.setStatus(asAdmin, created.id, 1);
  const { data } = await module.responses.assign(
    asAdmin,
    created.id,
    patients.map((p) => p.id),
  );
  const answers = [calmAnswers, worriedAnswers];
  for (const [i, asked] of data.entries())
    await module.answering.answer(
      { userId: asked.user_id, organisationId: stMarys.id },
      asked.response_id,
      answers[i % 2] ?? calmAnswers,
    );
}

/** Each hospital names its safeguarding contact: St Mary's its lead (a staff account) and a team address, Infantil its admin. */
async function seedSafeguarding(db: Db): Promise<void> {
  for (const [urlCode, settings] of Object.entries(demoSafeguarding)) {
    const [organisation] = await db.select().from(organisations).where(eq(organisations.urlCode, urlCode));
    const [contact] = await db.select().from(users).where(eq(users.email, settings.contact));
    if (!organisation || !contact) continue;
    await db.insert(safeguardingSettings).values({
      organisationId: organisation.id,
      contactUserIds: [contact.id],
      teamEmail: settings.teamEmail,
      emergencyNumber: settings.emergencyNumber,
      urgentHelp: settings.urgentHelp,
    });
  }
}
