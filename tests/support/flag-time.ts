import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { worriedAnswers, feelingToday } from '../../server/modules/questionnaires/demo.ts';
import { apiSignIn } from './second-factor.ts';

const ESCALATIONS = 'questionnaires.flag-escalations';
const PASSWORD = 'Lantern-demo-2026!';
export const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
/** A member of St Mary's staff the test names as its safeguarding contact (not an admin). */
export const CONTACT = 'nadia.nurse@stmarys.test';
export const TEAM = 'safeguarding@stmarys.test';
/** The subjects of a flag's e-mails about Tobi (server/modules/questionnaires/flag-mail.ts). */
export const RAISED = 'Duty of care: answers about Tobi';
export const ESCALATED = 'Still not acknowledged: answers about Tobi';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A caller of one server's API as one person. */
async function caller(url: string, email: string) {
  const { access_token } = await apiSignIn(url, email, PASSWORD);
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/**
 * What a test that owns a server's PostgreSQL database does beside the servers' API:
 *
 * - **Time passes for a flag** by moving the flag's own instants (raised, next escalation) back, as
 *   the hours would have: the servers run on the real clock (production has no other), and nothing
 *   else about the flag is touched.
 * - **The minutely escalation job runs** by sending it to the shared queue, as each server's schedule
 *   does once a minute: whichever server is free works it.
 * - **What was sent** is read from the outbox and the notifications, per address.
 */
export async function flagTime(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    schedule: false,
    supervise: false,
    migrate: false,
    useListenNotify: true,
    max: 2,
  });
  boss.on('error', () => undefined);
  await boss.start();

  /** One run of the escalation job, sent to the shared queue; resolves once a server finished it. */
  async function runOnce(): Promise<void> {
    let id: string | null = null;
    // One run waits at a time (the queue is stately): a schedule's run may be waiting already.
    for (let tries = 0; !id; tries++) {
      id = await boss.send(ESCALATIONS, {});
      if (id) break;
      if (tries > 300) throw new Error(`${ESCALATIONS}: a run stayed waiting`);
      await sleep(100);
    }
    for (let polls = 0; ; polls++) {
      const [job] = await boss.findJobs(ESCALATIONS, { id });
      if (job?.state === 'completed') return;
      if (job?.state === 'failed' || polls > 600) throw new Error(`${ESCALATIONS}: ${job?.state}`);
      await sleep(50);
    }
  }

  const counts = async (query: string, params: unknown[]) => {
    const { rows } = await db.query<{ to: string; n: string }>(query, params);
    return Object.fromEntries(rows.map((row) => [row.to, Number(row.n)]));
  };

  return {
    /** `hours` pass for the flag: its raised and next-escalation instants move that far back. */
    async pass(flagId: string, hours: number) {
      await db.query(
        `update questionnaire_flags
            set raised_at = raised_at - make_interval(hours => $2),
                next_escalation_at = next_escalation_at - make_interval(hours => $2)
          where id = $1`,
        [flagId, hours],
      );
    },
    /**
     * A round of the escalation job as two servers' schedules would send it: two runs at once on
     * the shared queue, each finished by whichever server took it.
     */
    escalate: () => Promise.all([runOnce(), runOnce()]),
    /** How many e-mails each address was sent whose subject starts with `subject`. */
    mails: (subject: string) =>
      counts(`select "to", count(*) as n from mail_outbox where starts_with(subject, $1) group by "to"`, [
        subject,
      ]),
    /** How many notifications of `kind` about the flag each person (by e-mail) has. */
    notifications: (kind: string, flagId: string) =>
      counts(
        `select u.email as "to", count(*) as n from notifications n join users u on u.id = n.user_id
          where n.kind = $1 and n.params->>'flag' = $2 group by u.email`,
        [kind, flagId],
      ),
    /** The audit entries of `action` about the flag. */
    async audited(action: string, flagId: string) {
      const { rows } = await db.query('select 1 from audit_log where action = $1 and subject = $2', [
        action,
        flagId,
      ]);
      return rows.length;
    },
    async escalations(flagId: string) {
      const { rows } = await db.query<{ escalations: number }>(
        'select escalations from questionnaire_flags where id = $1',
        [flagId],
      );
      return rows[0]?.escalations;
    },
    /** St Mary's names a member of its staff (not an admin) as its safeguarding contact. */
    async nameContact(url: string) {
      const { rows } = await db.query<{ id: string }>(
        `insert into users (type, status, email, first_name, surname, language, organisation_id)
         select 4, 4, $1, 'Nadia', 'Nurse', 'en', organisation_id from users where email = $2
         returning id`,
        [CONTACT, ADMIN],
      );
      const admin = await caller(url, ADMIN);
      await admin('PUT', '/questionnaire/safeguarding', {
        contact_user_ids: [rows[0]?.id],
        team_email: TEAM,
        acknowledge_hours: 4,
        emergency_number: '999',
        urgent_help: { en: 'the ward 4 nurses on 020 7946 0000' },
      });
    },
    /**
     * The admin (on `adminUrl`) asks the guardian about Tobi; the guardian (on `guardianUrl`) answers
     * with a score over the rule's. Answers the flag's id.
     */
    async raiseFlag(adminUrl: string, guardianUrl: string): Promise<string> {
      const admin = await caller(adminUrl, ADMIN);
      type People = { data: { id: string }[] };
      const grace = (await admin<People>('GET', `/users?type=2&search=${GUARDIAN}`)).data[0];
      const tobi = (await admin<People>('GET', '/users?type=3&search=K7P3QX')).data[0];
      const { id: questionnaireId } = await admin<{ id: string }>('POST', '/questionnaire', feelingToday);
      await admin('PUT', '/questionnaire/status', { questionnaireId, status: 1 });
      const asked = await admin<{ data: { response_id: string }[] }>('POST', '/questionnaire/responses', {
        questionnaireId,
        userIds: [grace?.id],
        subjectPatientId: tobi?.id,
      });
      const guardian = await caller(guardianUrl, GUARDIAN);
      await guardian('POST', `/questionnaire/responses/${asked.data[0]?.response_id}/answers`, {
        answers: worriedAnswers,
      });
      const { rows } = await db.query<{ id: string }>(
        'select id from questionnaire_flags where response_id = $1',
        [asked.data[0]?.response_id],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('the answers raised no flag');
      return id;
    },
    async close() {
      await boss.stop({ graceful: false, close: true }).catch(() => undefined);
      await db.end();
    },
  };
}
