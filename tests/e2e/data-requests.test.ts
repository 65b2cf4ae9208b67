import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, launchChromium } from '../support/browser.ts';
import { DEMO_PASSWORD, adminApi, openMenuEntry, signInThroughPage } from '../support/portal.ts';
import { SERVER_TEMPLATE_ENV, startServer, type RunningServer } from '../support/server.ts';
import { apiSignIn } from '../support/second-factor.ts';

const GUARDIAN = 'guardian@stmarys.test';

interface BundleEntry {
  fullUrl?: string;
  resource: { resourceType: string; id: string } & Record<string, unknown>;
}

/** Every `reference` anywhere in a resource. */
function referencesOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) referencesOf(v, into);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === 'reference' && typeof v === 'string') into.push(v);
      else referencesOf(v, into);
    }
  return into;
}

const signIn = (url: string, email: string) =>
  fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });

describe("a family's data: download, deletion request, the admin's approval", () => {
  // A data directory of the test's own: once the server stops, its database is read for the audit log.
  let dataDir: string;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lantern-data-requests-'));
    const template = process.env[SERVER_TEMPLATE_ENV];
    if (template) await cp(template, dataDir, { recursive: true });
    server = await startServer({}, { dataDir });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the guardian downloads a FHIR Bundle whose references resolve and asks for deletion → the admin approves on /data-requests → she cannot sign in, her account reads erased, and the audit rows remain', async () => {
    const { access_token } = (await (await signIn(server.url, GUARDIAN)).json()) as { access_token: string };
    const me = (await (
      await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${access_token}` } })
    ).json()) as { user: { id: string } };
    const graceId = me.user.id;
    const asGrace = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${server.url}/api${route}`, {
        method,
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, `${method} ${route}`).toBeLessThan(300);
      return (await res.json()) as T;
    };

    // The hospital asked Grace about Tobi, and she answered: her download holds that answer set.
    const api = await adminApi(server.url);
    const { data: children } = await asGrace<{ data: { child: { id: string } | null }[] }>(
      'GET',
      '/users/children',
    );
    const tobi = children.find((c) => c.child)?.child?.id;
    const { id: questionnaireId } = await api<{ id: string }>('POST', '/questionnaire', {
      title: { en: 'Sleep check' },
      item: [{ linkId: 'sleep', text: { en: 'How did Tobi sleep?' }, type: 'text', required: true }],
    });
    await api('PUT', '/questionnaire/status', { questionnaireId, status: 1 });
    await api('POST', '/questionnaire/responses', {
      questionnaireId,
      userIds: [graceId],
      subjectPatientId: tobi,
    });
    const { data: asked } = await asGrace<{ data: { response_id: string; questionnaire_id: string }[] }>(
      'GET',
      '/questionnaire/mine',
    );
    const sleepCheck = asked.find((q) => q.questionnaire_id === questionnaireId);
    await asGrace('POST', `/questionnaire/responses/${sleepCheck?.response_id}/answers`, {
      answers: [{ linkId: 'sleep', answer: [{ valueString: 'Well' }] }],
    });

    // Grace downloads her family's data for health systems from her account page.
    const guardian = await openPage(browser, server.url);
    await signInThroughPage(guardian, server.url, GUARDIAN);
    await guardian.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await guardian.goto(`${server.url}/account`);
    await guardian.getByRole('heading', { name: 'Your data', exact: true }).waitFor();
    const [download] = await Promise.all([
      guardian.waitForEvent('download'),
      guardian.getByRole('button', { name: 'Download for health systems (FHIR)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.fhir\.json$/);
    const bundle = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      resourceType: string;
      type: string;
      entry: BundleEntry[];
    };
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('collection');
    const types = new Set(bundle.entry.map((e) => e.resource.resourceType));
    for (const type of ['Patient', 'RelatedPerson', 'QuestionnaireResponse']) expect(types).toContain(type);
    const known = new Set(
      bundle.entry.flatMap((e) => [e.fullUrl, `${e.resource.resourceType}/${e.resource.id}`]),
    );
    const references = bundle.entry.flatMap((e) => referencesOf(e.resource));
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((r) => !known.has(r))).toEqual([]);

    // She asks for deletion, having read what goes and what the hospital keeps.
    await guardian.getByRole('button', { name: 'Ask for your data to be deleted' }).click();
    const dialog = guardian.getByRole('dialog');
    await dialog.getByText('The hospital keeps these').waitFor();
    await dialog.getByRole('button', { name: 'Ask for deletion' }).click();
    await guardian.getByText(/You asked for your data to be deleted on/).waitFor();

    // The admin approves it on the data requests screen.
    const admin = await openPage(browser, server.url);
    await admin.setViewportSize({ width: 1440, height: 900 });
    await signInThroughPage(admin, server.url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await openMenuEntry(admin, 'Data requests');
    await admin.getByRole('button', { name: 'Approve the request of Grace Okafor' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve and delete' }).click();
    await admin.getByText("Request approved. The family's data is being deleted.").waitFor();

    // The erasure job runs: Grace can no longer sign in.
    await expect.poll(async () => (await signIn(server.url, GUARDIAN)).status, { timeout: 30_000 }).toBe(401);

    // The admin's read of her account finds no name and no address any more.
    const adminToken = (await apiSignIn(server.url, 'admin@stmarys.test', DEMO_PASSWORD)).access_token;
    const read = await fetch(`${server.url}/api/user/${graceId}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (read.status !== 404) {
      const body = (await read.json()) as { email: string | null; first_name: string; surname: string };
      expect(body.email).toBeNull();
      expect(`${body.first_name}${body.surname}`).toBe('');
    }
    const queue = await api<{ data: { id: string; state: string; requester: { id: string } }[] }>(
      'GET',
      '/data-requests',
    );
    const request = queue.data.find((r) => r.requester.id === graceId);
    expect(request?.state).toBe('done');

    // The request's and the deletion's audit rows outlive the account.
    await guardian.context().close();
    await admin.context().close();
    await server.stop();
    const db = new PGlite(dataDir);
    try {
      const { rows } = await db.query<{ action: string }>(
        `select action from audit_log where subject = $1 order by at`,
        [request?.id],
      );
      expect(rows.map((r) => r.action)).toEqual([
        'data_request.create',
        'data_request.approve',
        'data_request.deletion.done',
      ]);
    } finally {
      await db.close();
    }
  });
});
