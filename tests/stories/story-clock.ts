/**
 * Every story render sees the same day and hour whenever the suite runs, so that a screen saying
 * "today", "2 days ago" or drawing this month's calendar has the same pixels as its baseline. Only Date
 * is moved, and it runs on from there (a countdown counts down); timers are real. A setup file, so that
 * it holds before a story file's mocks, which reckon dates from "now" as they load.
 */
import { vi } from 'vitest';
import { STORY_NOW } from './visual.ts';

vi.useFakeTimers({ now: new Date(STORY_NOW), toFake: ['Date'], shouldAdvanceTime: true });
