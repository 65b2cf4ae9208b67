import { HttpResponse } from 'msw';
import type { PreparedExport, ResponseSummary } from '../../src/api/contracts/questionnaires.ts';
import { demoSummary, painCheck } from './questionnaire-responses.ts';
import { answer } from './endpoint.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

const EXPORT_ID = '62000000-0000-4000-8000-000000000001';

/** A prepared export of the demo questionnaire's 60,000 answers, in the state the story needs. */
export const preparedExport = (over: Partial<PreparedExport> = {}): PreparedExport => ({
  id: EXPORT_ID,
  questionnaire_id: painCheck.id,
  format: 'xlsx',
  state: 'queued',
  rows_written: 0,
  rows_expected: 60_000,
  size: null,
  created_at: '2026-11-20T09:00:00.000Z',
  finished_at: null,
  expires_at: null,
  ...over,
});

/** More answers than the portal streams: its exports are prepared in the background. */
const largeSummary: ResponseSummary = { ...demoSummary, assigned: 75_000, completed: 60_000 };

/**
 * The questionnaire with 60,000 answers; asking for an export answers 202 (queued), and each poll
 * reads `shown` until the admin cancels, when it reads as cancelled. `listed`: the export was asked
 * for before the page was (re)loaded, so the list of the admin's exports names it.
 */
export function preparedExportHandlers(shown: PreparedExport, { listed = false } = {}) {
  let cancelled = false;
  const asCancelled = () =>
    preparedExport({
      ...shown,
      state: 'cancelled',
      finished_at: '2026-11-20T09:03:00.000Z',
    });
  return [
    answer(questionnairesEndpoints.summary, () => HttpResponse.json(largeSummary)),
    answer(questionnairesEndpoints.prepareExport, async ({ request }) => {
      const body = (await request.json()) as { format: PreparedExport['format'] };
      return HttpResponse.json(preparedExport({ format: body.format }), { status: 202 });
    }),
    answer(questionnairesEndpoints.preparedExports, () =>
      HttpResponse.json({ items: listed ? [cancelled ? asCancelled() : shown] : [] }),
    ),
    answer(questionnairesEndpoints.preparedExport, () =>
      HttpResponse.json(cancelled ? asCancelled() : shown),
    ),
    answer(questionnairesEndpoints.cancelExport, () => {
      cancelled = true;
      return HttpResponse.json(asCancelled());
    }),
    answer(
      questionnairesEndpoints.preparedFile,
      () => new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { status: 200 }),
    ),
  ];
}
