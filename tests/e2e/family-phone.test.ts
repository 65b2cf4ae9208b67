/**
 * Lantern reaching a family's phone, across roles, end to end: a guardian on a 390 px phone has
 * the installable portal (her hospital's manifest, a service worker in control) and turns on
 * notifications for this device in the notification centre; the hospital replies to her report →
 * the push reaches the push service (a local one, tests/support/push-service.ts) saying nothing
 * personal → she opens the report and reads the reply, its "new reply" marker gone; an admin moves
 * her child's appointment → she is told, and her calendar subscription's file shows the new time in
 * London; offline, the hospital information still reads, with when it was last updated.
 *
 * The browser's push service is the one part stood in for inside the page: Chromium without
 * network subscribes through Google's, so the page's PushManager hands out the local service's
 * device instead (the endpoint and keys a browser would), and the server pushes to that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { startPushService } from '../support/push-service.ts';
import { apiSignIn } from '../support/second-factor.ts';

const GUARDIAN = 'guardian@stmarys.test';
const PASSWORD = 'Lantern-demo-2026!';
const PHONE = { width: 390, height: 844 };

describe('a family’s phone, from the hospital’s reply to the moved appointment', () => {
  // The whole browser: the headless shell offers no notification switch on this device.
  const env = useServerAndBrowser({}, { fullBrowser: true });
  let push: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(() => push?.close());

  it('installs, is told on the phone without detail, reads the reply, follows the move, and reads offline', async () => {
    const { url } = env.server;
    const admin = await adminApi(url);
    const { access_token: guardianToken } = await apiSignIn(url, GUARDIAN, PASSWORD);
    const asGuardian = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${url}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${guardianToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
      return (res.status === 204 ? undefined : await res.json()) as T;
    };

    // Her report, which the hospital will answer.
    const report = await asGuardian<{ id: string }>('POST', '/issue-reports', {
      category: 'content',
      description: 'The visiting hours on the ward page are out of date.',
      page: '/hospital-information',
      language: 'en',
      app_version: 'web 1.0.0',
    });

    // The phone: her hospital's installable app, and a push service the page subscribes to.
    const device = push.device();
    const context = await env.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await context.grantPermissions(['notifications'], { origin: url });
    await context.addCookies([
      { name: 'cookie_consent', value: JSON.stringify({ productWebsite: false, analytics: false }), url },
    ]);
    await context.addInitScript(
      ({ endpoint, keys }) => {
        let subscribed = false;
        const subscription = {
          endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            subscribed = false;
            return true;
          },
        };
        PushManager.prototype.subscribe = async function () {
          subscribed = true;
          return subscription as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function () {
          return (subscribed ? subscription : null) as unknown as PushSubscription | null;
        };
      },
      { endpoint: device.endpoint, keys: device.keys },
    );
    const page = await context.newPage();
    await signInThroughPage(page, url, GUARDIAN);
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/api/organisations/stmarys/manifest',
    );
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    // She turns on notifications for this phone in the notification centre.
    await page.goto(`${url}/notifications`);
    const panel = page.getByRole('region', { name: 'Notifications on this device' });
    const toggle = panel.getByRole('switch', { name: 'Notify me on this device' });
    await toggle.click();
    await page.getByText('Notifications are on for this device').waitFor();
    await panel.getByRole('checkbox', { name: 'Replies to my reports' }).waitFor();
    expect(await toggle.isChecked()).toBe(true);
    const devices = await asGuardian<{ data: { endpoint: string; kinds: string[] }[] }>(
      'GET',
      '/notifications/push/subscriptions',
    );
    expect(devices.data.map((d) => d.endpoint)).toEqual([device.endpoint]);
    expect(devices.data[0]?.kinds).toContain('reports');

    // The hospital replies: the phone is told which hospital and what kind of news, nothing more.
    const reply = 'We have updated the visiting hours: 10:00 to 19:00 every day.';
    await admin('POST', `/issue-reports/${report.id}/replies`, { body: reply });
    await expect.poll(() => push.received.length, { timeout: 30_000 }).toBe(1);
    const told = JSON.parse(push.received[0]?.text ?? '{}') as { title: string; body: string; link: string };
    expect(told.title).toBe("St Mary's Children's Hospital (demo)");
    expect(told.link).toBe(`/report/${report.id}`);
    for (const personal of ['visiting', 'Grace', 'Okafor', '10:00']) {
      expect(told.body).not.toContain(personal);
      expect(told.title).not.toContain(personal);
    }

    // Her list marks the reply as new; opening the report (where the push leads) reads it.
    await page.goto(`${url}/report`);
    await page.getByText('1 new reply').waitFor();
    await page.goto(`${url}${told.link}`);
    await page.getByRole('region', { name: 'Conversation' }).getByText(reply).waitFor();
    await page.goto(`${url}/report`);
    await page
      .getByRole('region', { name: 'Your reports' })
      .getByText('In progress')
      .or(page.getByRole('region', { name: 'Your reports' }).getByText('Open'))
      .first()
      .waitFor();
    expect(await page.getByText('1 new reply').count()).toBe(0);

    // Her calendar in the phone's own calendar: a private address, as her phone would fetch it.
    const subscription = await asGuardian<{ url: string }>('POST', '/calendar/subscription');
    const feedUrl = subscription.url.replace(/^webcal:/, 'http:');
    const { children } = await asGuardian<{ children: { id: string }[] }>('GET', '/families/children');
    const child = children[0]?.id as string;
    // An appointment for her child next winter, then moved into summer time: 14:30 UTC is 15:30 in London.
    const event = await admin<{ id: string }>('POST', '/event', {
      title: 'Clinic check-up',
      description: 'Bring the inhaler',
      kind: 'appointment',
      start_time: '2027-01-12T10:00:00.000Z',
      end_time: '2027-01-12T11:00:00.000Z',
      patient_ids: [child],
    });
    await admin('PUT', `/event/${event.id}`, {
      title: 'Clinic check-up',
      description: 'Bring the inhaler',
      kind: 'appointment',
      start_time: '2027-07-13T14:30:00.000Z',
      end_time: '2027-07-13T15:30:00.000Z',
      patient_ids: [child],
    });
    const notified = await asGuardian<{ data: { kind: string; params: Record<string, string> }[] }>(
      'GET',
      '/notifications',
    );
    expect(notified.data.find((n) => n.kind === 'event.moved')?.params).toMatchObject({
      event: 'Clinic check-up',
    });
    const feed = await fetch(new URL(new URL(feedUrl).pathname, url));
    expect(feed.status).toBe(200);
    const lines = (await feed.text()).replace(/\r\n[ \t]/g, '').split(/\r?\n/);
    const at = lines.indexOf(`UID:${event.id}@lantern`);
    expect(at).toBeGreaterThan(-1);
    const ours = lines.slice(at - 10, at + 10);
    expect(ours).toContain('DTSTART;TZID=Europe/London:20270713T153000');
    expect(ours.join('\n')).not.toContain('inhaler');

    // Offline, the hospital information still reads, saying when it was last updated.
    await page.goto(`${url}/hospital-information`);
    await page.getByRole('article', { name: 'Visiting the ward' }).waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('article', { name: 'Visiting the ward' }).waitFor();
    await page.getByText(/^You are offline — last updated /).waitFor();
    await context.setOffline(false);
    await context.close();
  });
});
