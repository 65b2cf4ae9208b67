import { delay, HttpResponse } from 'msw';
import {
  AUDIT_RETENTION_DAYS,
  retentionEndpoints,
  type RetentionSchedule,
} from '../../src/api/contracts/retention.ts';
import { answer } from './endpoint.ts';
import { fixtures } from './fixtures.ts';

/** St Mary's schedule: the product's defaults but a shorter keep of e-mail text. */
export const retentionSchedule: RetentionSchedule = {
  organisation_id: fixtures.stMarys.id,
  outbox_body_days: 14,
  issue_screenshot_days: 365,
  app_activity_days: 730,
  ended_session_days: 30,
  audit_days: AUDIT_RETENTION_DAYS,
  customised: true,
};

export const retentionHandlers = {
  defaults: [
    answer(retentionEndpoints.get, () => HttpResponse.json<RetentionSchedule>(retentionSchedule)),
    answer(retentionEndpoints.update, async ({ request }) =>
      HttpResponse.json<RetentionSchedule>({
        ...retentionSchedule,
        ...((await request.json()) as Partial<RetentionSchedule>),
        customised: true,
      }),
    ),
  ],
  /** Nothing chosen yet: the product's defaults. */
  defaultsOnly: answer(retentionEndpoints.get, () =>
    HttpResponse.json<RetentionSchedule>({ ...retentionSchedule, outbox_body_days: 30, customised: false }),
  ),
  pending: answer(retentionEndpoints.get, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  broken: answer(retentionEndpoints.get, () => new HttpResponse('Bad gateway', { status: 502 })),
};
