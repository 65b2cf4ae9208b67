import type { TestApp } from './harness.ts';

/**
 * One run of the repeats and reminders now. Its quarter-hourly schedule may have queued a run at
 * the same moment (one waits at a time): that run does the same work at the same injected time, so
 * the call waits for it and tries again.
 */
export async function runJob(t: TestApp): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await t.app.jobs.runNow('questionnaires.reminders');
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('already waiting')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
