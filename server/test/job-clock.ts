import type { TestApp } from './harness.ts';

type JobName = Parameters<TestApp['app']['jobs']['runNow']>[0];

/**
 * One run of a scheduled job now (the questionnaires' repeats and reminders unless named). Its own
 * schedule may have queued a run at the same moment (one waits at a time): that run does the same
 * work at the same injected time, so the call waits for it and tries again.
 */
export async function runJob(t: TestApp, job: JobName = 'questionnaires.reminders'): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await t.app.jobs.runNow(job);
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('already waiting')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
