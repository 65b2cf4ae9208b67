import type { GuessStore } from '../../auth/guess-store.ts';
import { createGuessStore } from '../../auth/guess-store.ts';
import type { ModuleContext } from '../module.ts';
import { tooManyRequests } from '../../http/errors.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far guessing the patients' app codes can get (docs/security.md § Guessing app codes works the figures
 * out from these; `node bench/guessing.ts` prints them). The per-code and per-address-per-hospital
 * counts of auth-service.ts come first; these hold against many addresses at once.
 */
export const GUESS_LIMITS = {
  /** Wrong app codes of one organisation, from all addresses together, per hour and per day. */
  organisationPerHour: 120,
  organisationPerDay: 600,
  /** Wrong three-word codes, from all addresses together (the words name no organisation). */
  wordsPerHour: 200,
  wordsPerDay: 1_000,
  /** Wrong codes in a row from one address before it must wait; each further one doubles the wait. */
  freeFailures: 10,
  firstDelayMs: 30_000,
  maxDelayMs: 12 * HOUR,
  /** A streak is forgotten after this long without a failure (longer than the longest wait). */
  forgetMs: DAY,
  /**
   * An address that signed a child in is known to the child's organisation for this long: a spent
   * budget does not stop it, so an attacker cannot lock out the hospital's wards and the families'
   * homes. One child vouches for at most `vouchesPerChild` addresses in that time, so a family that
   * knows one code cannot make an army of addresses known.
   */
  knownForMs: 30 * DAY,
  vouchesPerChild: 5,
  /**
   * Wrong codes a known address may make in a day while the budget it is let past is spent: a right code
   * in between neither resets nor raises this, so one family's own code cannot carry guesses past the budget.
   */
  knownFailuresPerDay: 3,
  /**
   * Three-word codes one guardian may make an hour, for all their children together: each marks the address
   * it was made from, so without a cap a guardian could make codes (and marks) without end.
   */
  codesMadePerHour: 10,
  hourMs: HOUR,
  dayMs: DAY,
};
export type GuessLimitSettings = typeof GUESS_LIMITS;

/** The wait after `failures` wrong codes in a row (0 while they are within the free ones). */
export const delayAfter = (failures: number, limits: GuessLimitSettings = GUESS_LIMITS): number =>
  failures < limits.freeFailures
    ? 0
    : Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** (failures - limits.freeFailures));

/** Whose failures a guess spends, and which marks let it past a spent budget. */
interface GuessScope {
  /** The budget's key: one organisation's app codes, or every three-word code. */
  budget: string;
  perHour: number;
  perDay: number;
  /** Marks any of which lets an address past a spent budget. */
  known: string[];
}

const STREAK = 'app-guess-streak';
const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The organisation-wide budgets, the growing wait per address, and the addresses a budget never stops. */
export function createGuessLimits(
  store: GuessStore,
  now: () => number,
  limits: GuessLimitSettings = GUESS_LIMITS,
) {
  const knownTo = (organisationId: string, client: string) => `app-known ${organisationId} ${client}`;
  return {
    /** The scope of an organisation's app codes. */
    organisation: (organisationId: string, client: string): GuessScope => ({
      budget: `app-code-org ${organisationId}`,
      perHour: limits.organisationPerHour,
      perDay: limits.organisationPerDay,
      known: [knownTo(organisationId, client)],
    }),
    /** The scope of three-word codes: the address the guardian made this code from, or any known one. */
    words: (hash: string, client: string): GuessScope => ({
      budget: 'app-words',
      perHour: limits.wordsPerHour,
      perDay: limits.wordsPerDay,
      known: [`app-words-from ${hash} ${client}`, knownTo('*', client)],
    }),

    /** Throws 429 (with Retry-After) before a code is looked at: the address must wait, or the budget is spent. */
    async admit(client: string, scope?: GuessScope): Promise<void> {
      const streak = await store.streak(STREAK, client, limits.forgetMs);
      const waitUntil = streak.lastAt + delayAfter(streak.failures, limits);
      if (streak.failures >= limits.freeFailures && waitUntil > now())
        throw tooManyRequests(
          `Too many wrong codes from this address. Try again in ${inMinutes(waitUntil - now())}.`,
          waitUntil,
          now(),
        );
      if (!scope) return;
      const [hour, day] = await Promise.all([
        store.budget(`${scope.budget} hour`, limits.hourMs),
        store.budget(`${scope.budget} day`, limits.dayMs),
      ]);
      const spent = [
        hour.failures >= scope.perHour && hour.endsAt,
        day.failures >= scope.perDay && day.endsAt,
      ]
        .filter((end): end is number => typeof end === 'number')
        .sort((a, b) => b - a);
      if (spent.length === 0) return;
      const own = await store.budget(`${scope.budget} from ${client}`, limits.dayMs);
      if (own.failures < limits.knownFailuresPerDay && (await store.marked(scope.known))) return;
      const until = spent[0] as number;
      throw tooManyRequests(
        `Too many wrong codes have been tried here. Try again in ${inMinutes(until - now())}, or from a device that has signed in before.`,
        until,
        now(),
      );
    },

    /** A wrong code: the address's streak grows, the scope's budget is spent. */
    async failed(client: string, scope?: GuessScope): Promise<void> {
      await store.extendStreak(STREAK, client, limits.forgetMs);
      if (!scope) return;
      await store.spend(`${scope.budget} hour`, limits.hourMs);
      await store.spend(`${scope.budget} day`, limits.dayMs);
      await store.spend(`${scope.budget} from ${client}`, limits.dayMs);
    },

    /**
     * A child signed in: within the child's vouches, the address becomes known. The address's streak of wrong
     * codes stays (it is forgotten only after a day without one): a right code between wrong ones must not
     * buy more guesses.
     */
    async succeeded(client: string, child: { id: string; organisationId: string }): Promise<void> {
      const alreadyKnown = await store.marked([knownTo(child.organisationId, client)]);
      const vouches = await store.budget(`app-vouch ${child.id}`, limits.knownForMs);
      if (!alreadyKnown && vouches.failures >= limits.vouchesPerChild) return;
      if (!alreadyKnown) await store.spend(`app-vouch ${child.id}`, limits.knownForMs);
      await store.mark(knownTo(child.organisationId, client), limits.knownForMs);
      await store.mark(knownTo('*', client), limits.knownForMs);
    },

    /** Counts a code a guardian makes; 429 once they made `codesMadePerHour` in the hour. */
    async making(guardianId: string): Promise<void> {
      const key = `app-words-made ${guardianId}`;
      const made = await store.budget(key, limits.hourMs);
      if (made.failures >= limits.codesMadePerHour)
        throw tooManyRequests(
          `You have made ${limits.codesMadePerHour} codes this hour. Try again in ${inMinutes(made.endsAt - now())}.`,
          made.endsAt,
          now(),
        );
      await store.spend(key, limits.hourMs);
    },

    /** The guardian's address when they make a code: that code is never stopped by the spent budget there. */
    madeFrom: (hash: string, client: string, forMs: number) =>
      store.mark(`app-words-from ${hash} ${client}`, forMs),
  };
}
export type GuessLimits = ReturnType<typeof createGuessLimits>;

/** The limits over the context's database and the settings buildApp was given (tests lower them). */
export function guessLimitsOf({ db, now, deps }: ModuleContext): GuessLimits {
  return createGuessLimits(createGuessStore(db, now), now, { ...GUESS_LIMITS, ...deps.appGuessLimits });
}
