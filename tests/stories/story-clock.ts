/**
 * Every story render sees the same day and hour whenever the suite runs, so that a screen saying
 * "today", "2 days ago" or drawing this month's calendar has the same pixels as its baseline. Only Date
 * is moved; timers are real. A setup file, so that it holds before a story file's mocks, which reckon
 * dates from "now" as they load: while the file loads the clock stands still at that moment, so a mock
 * "raised 90 minutes ago" is exactly that however long the loading took. Each story then starts again
 * at that moment with the clock running (a countdown counts down), so a screen showing the time reads
 * the same however long the stories before it took, and never earlier than the mocks' "now".
 */
import { beforeEach, vi } from 'vitest';
import { STORY_NOW } from './visual.ts';

vi.useFakeTimers({ now: new Date(STORY_NOW), toFake: ['Date'] });
beforeEach(() => {
  vi.useRealTimers();
  vi.useFakeTimers({ now: new Date(STORY_NOW), toFake: ['Date'], shouldAdvanceTime: true });
});
