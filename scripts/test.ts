/**
 * `npm test`: the whole suite, in order, stopping at the first failing stage. Ends with one line
 * "N passed, N failed" summing every Vitest stage.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath, headlessShellPath } from '../tests/support/chromium.ts';

const resultsDir = '.vitest-results';
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

/**
 * Commands that read the sources and write nothing any other reads, run side by side (each is mostly one thread):
 * each one's output is printed whole when it ends, in the order given.
 */
async function together(commands: [label: string, command: string, args: string[]][]): Promise<boolean[]> {
  const runs = commands.map(
    ([label, command, args]) =>
      new Promise<{ label: string; line: string; ok: boolean; output: string; seconds: number }>(
        (resolve) => {
          const started = performance.now();
          const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '1' } });
          let output = '';
          child.stdout.on('data', (d: Buffer) => (output += d.toString()));
          child.stderr.on('data', (d: Buffer) => (output += d.toString()));
          const done = (ok: boolean) =>
            resolve({
              label,
              line: [command, ...args].join(' '),
              ok,
              output,
              seconds: (performance.now() - started) / 1000,
            });
          child.on('error', (error) => {
            output += String(error);
            done(false);
          });
          child.on('close', (code) => done(code === 0));
        },
      ),
  );
  const oks: boolean[] = [];
  for (const run of runs) {
    const r = await run;
    console.log(`\n▶ ${r.label}: ${r.line} (${r.seconds.toFixed(0)} s, beside the others)`);
    process.stdout.write(r.output);
    if (!r.ok) console.log(`✗ ${r.label} failed`);
    oks.push(r.ok);
  }
  return oks;
}

/** The arguments of a Vitest run of these projects that writes its JSON report for the summary. */
const vitestArgs = (label: string, projects: string[]): string[] => [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsDir}/${label}.json`,
];

/** Adds a finished Vitest run's report to the summary's totals. */
function count(label: string, ok: boolean): void {
  const file = `${resultsDir}/${label}.json`;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    totals.passed += report.numPassedTests;
    // A stage that failed without a failed test (a file that did not load, an unhandled error)
    // still counts as one failure, so that the summary never reads "0 failed" on a red run.
    totals.failed += report.numFailedTests || (ok ? 0 : 1);
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } else if (!ok) {
    totals.failed += 1;
  }
}

function vitest(label: string, projects: string[]): boolean {
  const ok = run(label, 'vitest', vitestArgs(label, projects));
  count(label, ok);
  return ok;
}

/** Debian's Chromium and its headless shell (tests/support/chromium.ts), installed when missing and run as root. */
function ensureChromium(): void {
  const browsers: [path: string, debianPackage: string][] = [
    [chromiumPath, 'chromium'],
    [headlessShellPath, 'chromium-headless-shell'],
  ];
  const missing = browsers.filter(([at]) => !existsSync(at));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name);
  const root = process.getuid?.() === 0;
  if (root && existsSync('/etc/debian_version')) {
    console.log(`Missing: ${packages.join(', ')}; installing Debian's packages with apt-get.`);
    const ok =
      run('apt-get update', 'apt-get', ['update', '-qq']) &&
      run(`install ${packages.join(' ')}`, 'apt-get', ['install', '-y', '-qq', ...packages]);
    if (ok && missing.every(([at]) => existsSync(at))) return;
  }
  console.error(
    `Chromium is needed at ${chromiumPath} (or set CHROME_PATH) and its headless shell at ${headlessShellPath} ` +
      `(or set CHROME_HEADLESS_SHELL_PATH): on Debian run "sudo apt-get install -y ${packages.join(' ')}".`,
  );
  process.exit(1);
}

function finish(ok: boolean): never {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

// Node keeps what it compiled of each module (the server's TypeScript too) between processes: the
// suite starts the real server some forty times, and each start then loads its modules about a
// second sooner (5.4–6.0 s → 4.7 s measured for one development start).
process.env.NODE_COMPILE_CACHE ??= path.join(tmpdir(), 'lantern-node-compile-cache');

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
ensureChromium();

const stages: [label: string, run: () => boolean | Promise<boolean>][] = [
  [
    'static checks',
    async () =>
      (
        await together([
          ['type check', 'tsc', ['-p', '.']],
          ['lint', 'eslint', ['.']],
          // The house format: a file Prettier would change fails the run (npm run format fixes it).
          ['format', 'prettier', ['--check', '--log-level', 'warn', '.']],
          // Unused files, exports and dependencies, and imported packages missing from package.json (knip.json).
          ['unused code and dependencies', 'knip', []],
          // The published Storybook (storybook-static/, which the checks beside it ignore); the
          // end-to-end stage proves it lists every story and docs page and serves its mocked screens.
          ['build the static Storybook', 'storybook', ['build', '--quiet']],
        ])
      ).every(Boolean),
  ],
  ['build', () => run('build the portal for end-to-end tests', 'vite', ['build', '--logLevel', 'warn'])],
  // One after the other: beside each other the unit and server files and the end-to-end files took 700–763 s
  // against 329 + 446 s apart (both keep the two cores busy), and the heavier load exposed races in the
  // end-to-end files (docs/testing.md § Where the time goes).
  ['unit and server', () => vitest('unit-and-server', ['unit', 'server'])],
  ['e2e', () => vitest('e2e', ['e2e'])],
  // Every story once per language: English with its play, then Arabic and Spanish (tests/stories).
  ['stories', () => vitest('stories', ['stories'])],
];
/**
 * The processor time the run's finished child processes have used so far, in seconds (Linux's
 * /proc/self/stat: cutime and cstime, in ticks of 1/100 s), or undefined elsewhere. A stage's share of
 * it against its wall time says whether it waits (one core of two busy) or computes (both).
 */
function childrenCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // Fields 16 and 17 of the file, counted from the state (field 3) after the command's name.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

// Each stage's time and processor time, printed at the end (and on a failure): where CI's minutes go
// (docs/testing.md).
const timings: string[] = [];
const suiteStarted = performance.now();
const printTimings = () =>
  console.log(
    `\nstage times: ${timings.join(', ')}; whole run ${((performance.now() - suiteStarted) / 1000).toFixed(0)} s`,
  );
for (const [label, stage] of stages) {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const ok = await stage();
  const cpuAfter = childrenCpuSeconds();
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined ? '' : ` (CPU ${(cpuAfter - cpuBefore).toFixed(0)} s)`;
  timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(0)} s${cpu}`);
  if (!ok) {
    printTimings();
    finish(false);
  }
}
printTimings();
finish(true);
