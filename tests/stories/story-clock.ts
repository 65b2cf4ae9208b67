/**
 * Every story render sees the same day and hour whenever the suite runs, so that a screen saying
 * "today", "2 days ago" or drawing this month's calendar has the same pixels as its baseline. Only Date
 * is moved, and it runs on from there (a countdown counts down); timers are real. A setup file, so that
 * it holds before a story file's mocks, which reckon dates from "now" as they load; and each story
 * starts again at that moment, so that a screen showing the time reads the same however long the
 * stories before it took.
 */
import { beforeEach, vi } from 'vitest';
import { STORY_NOW } from './visual.ts';

vi.useFakeTimers({ now: new Date(STORY_NOW), toFake: ['Date'], shouldAdvanceTime: true });
beforeEach(() => {
  vi.setSystemTime(new Date(STORY_NOW));
});
