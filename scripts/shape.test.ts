/**
 * The house shape that a machine can check (docs/architecture.md § One shape for every capability):
 * a capability has one name on both sides, and no hand-written source file outgrows 300 lines.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folders = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Portal features with no server module of their own, and why. */
const PORTAL_ONLY: Record<string, string> = {
  account: "a person's own profile and password: served by the auth module's account routes",
  consent: 'the cookie banner: nothing to store on the server',
  dashboard: 'a landing page over the other capabilities: it calls their endpoints',
  'family-questionnaires': "a guardian's screens of the questionnaires module",
  'public-pages': 'static pages and the contact form (served by issue-reports)',
  requests: 'account requests an admin approves: served by the users module',
  'app-users': "the admin's list of guardians and patients: served by the users module",
  session: 'the signed-in session in the browser: served by the auth module',
  'terms-gate': 'the screen that asks for the current terms: served by the terms module',
};

/** Server modules with no portal feature of their own, and why. */
const SERVER_ONLY: Record<string, string> = {
  app: "the patients' app's sign-in and sessions (the app is not the portal)",
  dev: 'development-only helpers, never registered in production',
  health: 'liveness for load balancers and monitors',
  uploads: 'the resumable upload endpoint behind the videos screens',
  users: 'accounts: served to the portal as app-users, requests and account',
};

describe('one name per capability', () => {
  const features = folders('src/features');
  const modules = folders('server/modules');

  it('every portal feature has a server module of the same name, or says why not', () => {
    const unexplained = features.filter((name) => !modules.includes(name) && !(name in PORTAL_ONLY));
    expect(unexplained).toEqual([]);
  });

  it('every server module has a portal feature of the same name, or says why not', () => {
    const unexplained = modules.filter((name) => !features.includes(name) && !(name in SERVER_ONLY));
    expect(unexplained).toEqual([]);
  });

  it('the lists of exceptions name only folders that exist and do not match', () => {
    for (const name of Object.keys(PORTAL_ONLY)) {
      expect(features).toContain(name);
      expect(modules).not.toContain(name);
    }
    for (const name of Object.keys(SERVER_ONLY)) {
      expect(modules).toContain(name);
      expect(features).not.toContain(name);
    }
  });
});

/** Files that are not written by hand, or are test code. */
const EXEMPT = [
  /\.test\.tsx?$/,
  /\.stories\.tsx$/,
  /^server\/test\//,
  /^tests\//,
  /^server\/db\/migrations\//,
  /^\.storybook\/public\/mockServiceWorker\.js$/,
];

describe('file size', () => {
  it('no hand-written source file is over 300 lines', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !EXEMPT.some((re) => re.test(file)));
    const long = files
      .map((file) => {
        let lines = 0;
        try {
          lines = readFileSync(file, 'utf8').split('\n').length - 1;
        } catch {
          // Deleted in the working tree but still in the index.
        }
        return { file, lines };
      })
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });
});
