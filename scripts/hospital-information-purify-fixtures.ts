/**
 * Runs DOMPurify's own test fixtures (test/fixtures/expect.mjs of the installed version, from the
 * DOMPurify repository: the npm package does not ship it, and this repository keeps no copy of
 * it) through the hospital-information sanitiser and prints what survived:
 *
 *   node scripts/hospital-information-purify-fixtures.ts path/to/expect.mjs
 *
 * Every payload must come out with no script, handler or script address (the checks of the
 * sanitiser suite) and unchanged by a second pass. Exits 1 when one does not.
 */
import { pathToFileURL } from 'node:url';
import { violations } from '../server/modules/hospital-information/sanitiser-checks.ts';
import { sanitiseHtml } from '../server/modules/hospital-information/sanitise.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/hospital-information-purify-fixtures.ts path/to/expect.mjs');
  process.exit(2);
}
const fixtures = (await import(pathToFileURL(file).href)).default as { title?: string; payload: unknown }[];
let checked = 0;
const failures: string[] = [];
for (const fixture of fixtures) {
  if (typeof fixture.payload !== 'string') continue;
  checked++;
  const output = await sanitiseHtml(fixture.payload);
  const why = violations(output);
  if ((await sanitiseHtml(output)) !== output) why.push('sanitising again changes it');
  if (why.length > 0)
    failures.push(`${fixture.title ?? fixture.payload.slice(0, 60)}: ${why.join('; ')}\n  ${output}`);
}
console.log(
  `DOMPurify fixtures: ${fixtures.length}, string payloads checked: ${checked}, failing: ${failures.length}`,
);
for (const failure of failures) console.log(failure);
process.exit(failures.length > 0 ? 1 : 0);
