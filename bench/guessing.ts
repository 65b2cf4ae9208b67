/**
 * How long guessing the patients' app codes takes, worked out from the limits the server enforces
 * (server/modules/app/guess-limits.ts, the app-code alphabet, the three-word lists). Prints figures;
 * measures nothing.
 *
 *   node bench/guessing.ts              (10,000 live codes, 100,000 attacking addresses)
 *   LIVE=50000 ADDRESSES=1000000 node bench/guessing.ts
 */
import { APP_CODE_ALPHABET } from '../src/api/contracts/index.ts';
import { delayAfter, GUESS_LIMITS as L } from '../server/modules/app/guess-limits.ts';
import { WORD_LISTS } from '../server/modules/family-app-code/words.ts';

const LIVE = Number(process.env.LIVE ?? 10_000);
const ADDRESSES = Number(process.env.ADDRESSES ?? 100_000);
const DAY = 86_400_000;
/** Calls a minute one address may make to a public auth call (app.ts: publicCallLimit). */
const CALLS_PER_MINUTE = 20;

/** Wrong guesses one fresh address gets in its first day under the growing wait. */
function perAddressFirstDay(): number {
  let at = 0;
  let failures = 0;
  while (at < DAY) {
    failures += 1;
    at += Math.max(60_000 / CALLS_PER_MINUTE, delayAfter(failures));
  }
  return failures;
}

const n = (x: number) => Math.round(x).toLocaleString('en-GB');
const days = (guessesPerDay: number, expected: number) => {
  const d = expected / guessesPerDay;
  return d < 1 ? `${(d * 24).toFixed(1)} hours` : `${d.toFixed(1)} days`;
};
const chance = (perDay: number, space: number, horizonDays: number) =>
  `${((1 - (1 - LIVE / space) ** (perDay * horizonDays)) * 100).toFixed(2)} %`;

const perAddress = perAddressFirstDay();
const unlimited = perAddress * ADDRESSES;
console.log(`Attack: ${n(ADDRESSES)} addresses; ${n(LIVE)} live codes in the target.`);
console.log(
  `One address: ${perAddress} wrong codes in its first day (${L.freeFailures} free, then waits from ` +
    `${L.firstDelayMs / 1000} s doubling to ${L.maxDelayMs / 3_600_000} h), ${n(unlimited)} a day from all of them.\n`,
);

const appSpace = APP_CODE_ALPHABET.length ** 6;
const orgPerDay = Math.min(L.organisationPerHour * 24, L.organisationPerDay);
const appExpected = appSpace / LIVE;
console.log(
  `App codes: ${APP_CODE_ALPHABET.length}^6 = ${n(appSpace)} codes; 1 in ${n(appExpected)} is live.`,
);
console.log(
  `  Organisation budget: ${L.organisationPerHour} an hour, ${L.organisationPerDay} a day → ${n(orgPerDay)} guesses a day.`,
);
console.log(
  `  Expected time to a first hit: ${days(orgPerDay, appExpected)} (without the budget: ${days(unlimited, appExpected)}).`,
);
console.log(
  `  Chance of a hit within a day: ${chance(orgPerDay, appSpace, 1)}; within 30 days: ${chance(orgPerDay, appSpace, 30)}.`,
);
// A family that holds one child's code makes at most vouchesPerChild addresses known; each may then make
// knownFailuresPerDay wrong codes a day past the spent budget (its own right code resets nothing).
const pastBudget = L.vouchesPerChild * L.knownFailuresPerDay;
const withFamily = orgPerDay + pastBudget;
console.log(
  `  Past the spent budget, with one child's code: ${L.vouchesPerChild} known addresses × ${L.knownFailuresPerDay} = ` +
    `${pastBudget} more a day → ${n(withFamily)} a day; expected time to a first hit ${days(withFamily, appExpected)}; ` +
    `within 30 days ${chance(withFamily, appSpace, 30)}.\n`,
);

const smallest = Math.min(...Object.values(WORD_LISTS).map((l) => l.words.length ** l.count));
const wordsPerDay = Math.min(L.wordsPerHour * 24, L.wordsPerDay);
const wordsExpected = smallest / LIVE;
for (const [language, list] of Object.entries(WORD_LISTS))
  console.log(
    `Three-word codes (${language}): ${n(list.words.length)}^${list.count} = ${n(list.words.length ** list.count)} codes.`,
  );
console.log(
  `  Budget of all three-word codes: ${L.wordsPerHour} an hour, ${L.wordsPerDay} a day → ${n(wordsPerDay)} guesses a day; ` +
    `1 in ${n(wordsExpected)} of the smallest space is live.`,
);
console.log(
  `  Expected time to a first hit: ${days(wordsPerDay, wordsExpected)} (without the budget: ${days(unlimited, wordsExpected)}).`,
);
console.log(
  `  Chance of a hit within a day: ${chance(wordsPerDay, smallest, 1)}; within 30 days: ${chance(wordsPerDay, smallest, 30)}.`,
);
