/**
 * The house shape that a machine can check (docs/architecture.md § What a machine checks):
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

/**
 * Calls the portal makes by a path (`client.request(…)`) instead of by an endpoint definition
 * (`client.call(definition, …)`, src/api/contracts/endpoint.ts), by feature; a new one fails here.
 * The one left: the signed-out /login asks which sign-in providers exist on its first load, which
 * carries no zod, so it reads the definition's path alone (src/api/contracts/auth-providers-path.ts)
 * and checks an answer naming a provider once zod has loaded.
 */
const CALLS_BY_PATH: Record<string, number> = {
  auth: 1,
};

describe('endpoint definitions', () => {
  it('the portal adds no call by a path string: its features call definitions', () => {
    const counts: Record<string, number> = {};
    for (const feature of folders('src/features')) {
      const files = execFileSync('git', ['ls-files', `src/features/${feature}`], { encoding: 'utf8' })
        .split('\n')
        .filter((file) => /\.tsx?$/.test(file));
      const calls = files.reduce(
        (sum, file) => sum + (readFileSync(file, 'utf8').match(/(?<!locks)\.request\(/g)?.length ?? 0),
        0,
      );
      if (calls > 0) counts[feature] = calls;
    }
    expect(counts).toEqual(CALLS_BY_PATH);
  });
});

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

/** Pages that hold today's figures and commands only: their history is in the commit messages. */
const SHORT_DOCS = ['docs/performance.md', 'docs/testing.md'];
const SHORT_DOCS_MAX_LINES = 250;

/** What the build writes: named in docs/architecture.md, never in the repository. */
const BUILT = new Set(['dist/', 'storybook-static/']);

const FILE_EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|mdx|html|css|sql|ya?ml|webmanifest)$/;

/**
 * The file paths a page writes in backticks: a span of path characters only, with a folder or a file's extension
 * (`server/http/permissions.ts`, `routing/routes/`, `roles.ts`). Addresses (`/api/…`), patterns (`*`, `{…}`, `<…>`),
 * settings (`DATA_DIR/…`) and packages (`react-dom/server`) are not paths of the repository.
 */
const pathsIn = (markdown: string, packages: Set<string>): string[] => {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  return spans.filter(
    (span) =>
      /^\.?[\w@-][\w.@-]*(\/[\w.@-]+)*\/?$/.test(span) &&
      (span.includes('/') || FILE_EXTENSION.test(span)) &&
      !/^\.\w+$/.test(span) &&
      !/^[A-Z][A-Z0-9_]*\//.test(span) &&
      !packages.has(
        span.startsWith('@') ? span.split('/').slice(0, 2).join('/') : (span.split('/')[0] ?? ''),
      ),
  );
};

describe('docs', () => {
  it(`${SHORT_DOCS.join(' and ')} are at most ${SHORT_DOCS_MAX_LINES} lines`, () => {
    const long = SHORT_DOCS.map((file) => ({
      file,
      lines: readFileSync(file, 'utf8').split('\n').length - 1,
    })).filter(({ lines }) => lines > SHORT_DOCS_MAX_LINES);
    expect(long).toEqual([]);
  });

  it('every file path written in backticks in docs/architecture.md exists', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    const packages = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
    const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    const folders = new Set(
      tracked.flatMap((file) =>
        file
          .split('/')
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join('/') + '/'),
      ),
    );
    const roots = new Set(tracked.map((file) => (file.includes('/') ? file.split('/')[0] + '/' : file)));
    const exists = (written: string): boolean => {
      const name = written.replace(/\/$/, '');
      if (tracked.includes(name) || folders.has(`${name}/`)) return true;
      // Written from the repository's root: it must be there.
      if (name.includes('/') && roots.has(`${name.split('/')[0]}/`)) return false;
      // A path written from inside its folder (`routing/routes/`, `format/images.ts`, `roles.ts`).
      return (
        tracked.some((file) => file.endsWith(`/${name}`)) ||
        [...folders].some((folder) => folder.endsWith(`/${name}/`))
      );
    };
    const missing = pathsIn(readFileSync('docs/architecture.md', 'utf8'), packages).filter(
      (written) => !BUILT.has(written) && !exists(written),
    );
    expect(missing).toEqual([]);
  });
});
