/**
 * One name per capability through every layer (docs/architecture.md § One name per capability): an endpoint
 * definition's group and path, a module's tables and a permission name the capability of their folder, or the
 * alias table (scripts/legacy-names.ts) says which other name it keeps, and why.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { EndpointShape } from '../src/api/contracts/endpoint.ts';
import { PERMISSIONS } from '../src/api/contracts/permissions.ts';
import { LEGACY_NAMES } from './legacy-names.ts';

const folders = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const modules = folders('server/modules');
/** Every capability: a portal feature's folder or a server module's. */
const capabilities = [...new Set([...folders('src/features'), ...modules])];

const camel = (kebab: string): string => kebab.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The capability a group (`calendarFeedEndpoints`) belongs to: the longest capability whose camelCase name is
 * the group's name or its first words (`calendar`).
 */
const capabilityOfGroup = (group: string, names: readonly string[]): string | undefined => {
  const stem = group.replace(/Endpoints$/, '');
  return names
    .filter((name) => stem === camel(name) || new RegExp(`^${camel(name)}[A-Z]`).test(stem))
    .sort((a, b) => b.length - a.length)[0];
};

/** Whether a path starts with a prefix in whole segments (`/user` covers `/user/:id`, not `/users`). */
const underPrefix = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);

/** A word without its plural ending, so that `events` and `event` are one name. */
const singular = (word: string): string => word.replace(/ies$/, 'y').replace(/zzes$/, 'z').replace(/s$/, '');
const words = (name: string): string[] => name.split(/[-_]/).map(singular);

/** Whether a table's name starts with a stem's words, singular or plural alike (`quiz` covers `quiz_areas`). */
const namedAfter = (table: string, stem: string): boolean => {
  const [tableWords, stemWords] = [words(table), words(stem)];
  return stemWords.every((word, at) => tableWords[at] === word);
};

const CONTRACTS = new URL('../src/api/contracts/', import.meta.url);
const contractModules = await Promise.all(
  readdirSync(CONTRACTS)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => import(new URL(file, CONTRACTS).href) as Promise<Record<string, unknown>>),
);
/** Every endpoint definition, by its group (the groups index.ts re-exports are counted once). */
const groups = new Map(
  contractModules
    .flatMap((exports) => Object.entries(exports))
    .filter(([name]) => name.endsWith('Endpoints'))
    .map(([name, group]) => [name, Object.values(group as Record<string, EndpointShape>)] as const),
);

/** Every server module's tables, from its schema files (`schema.ts`, `*-schema.ts`). */
const tablesOf = new Map(
  await Promise.all(
    modules.map(async (module) => {
      const files = readdirSync(`server/modules/${module}`).filter((file) => /(^|-)schema\.ts$/.test(file));
      const exports = await Promise.all(
        files.map(
          (file) =>
            import(new URL(`../server/modules/${module}/${file}`, import.meta.url).href) as Promise<
              Record<string, unknown>
            >,
        ),
      );
      const tables = exports
        .flatMap((values) => Object.values(values))
        .filter((value): value is PgTable => is(value, PgTable))
        .map((table) => getTableName(table));
      return [module, [...new Set(tables)]] as const;
    }),
  ),
);

describe('the rules', () => {
  it('a group belongs to the longest capability its name starts with', () => {
    const names = ['family', 'families', 'family-app-code', 'calendar', 'app', 'app-users'];
    expect(capabilityOfGroup('familyAppCodeEndpoints', names)).toBe('family-app-code');
    expect(capabilityOfGroup('familyVideosEndpoints', names)).toBe('family');
    expect(capabilityOfGroup('appUsersEndpoints', names)).toBe('app-users');
    expect(capabilityOfGroup('calendarFeedEndpoints', names)).toBe('calendar');
    expect(capabilityOfGroup('calendaringEndpoints', names)).toBeUndefined();
    expect(capabilityOfGroup('captionsEndpoints', names)).toBeUndefined();
  });

  it('a prefix covers whole segments', () => {
    expect(underPrefix('/user/:id', '/user')).toBe(true);
    expect(underPrefix('/user', '/user')).toBe(true);
    expect(underPrefix('/users', '/user')).toBe(false);
  });

  it('a table is named after a stem in whole words, singular or plural', () => {
    expect(namedAfter('quiz_areas', 'quizzes')).toBe(true);
    expect(namedAfter('events', 'event')).toBe(true);
    expect(namedAfter('family_links', 'families')).toBe(true);
    expect(namedAfter('terms_versions', 'terms')).toBe(true);
    expect(namedAfter('cms_pages', 'cms')).toBe(true);
    expect(namedAfter('cmsx_pages', 'cms')).toBe(false);
    expect(namedAfter('organisation_videos', 'videos')).toBe(false);
  });
});

describe('one name per capability', () => {
  it('finds the endpoint groups and the tables', () => {
    expect([...groups.keys()]).toEqual(
      expect.arrayContaining(['hospitalInformationEndpoints', 'usageEndpoints']),
    );
    expect(tablesOf.get('hospital-information')).toEqual(expect.arrayContaining(['cms_pages']));
  });

  it("every module's definition is named after its folder: `<capability>Module = defineModule({ name })`", () => {
    const wrong = modules
      .filter((module) => readdirSync(`server/modules/${module}`).includes('index.ts'))
      .filter((module) => {
        const face = readFileSync(`server/modules/${module}/index.ts`, 'utf8');
        const [, exported, name] =
          /export const (\w+) = defineModule\(\{\s*name: '([\w-]+)'/.exec(face) ?? [];
        return exported !== `${camel(module)}Module` || name !== module;
      });
    expect(wrong).toEqual([]);
  });

  it("every endpoint group is named after a capability (its name's first words)", () => {
    const unnamed = [...groups.keys()].filter((group) => !capabilityOfGroup(group, capabilities));
    expect(unnamed).toEqual([]);
  });

  it("every definition's path starts with its capability's name, or a prefix the alias table gives it", () => {
    const wrong = [...groups].flatMap(([group, definitions]) => {
      const capability = capabilityOfGroup(group, capabilities) ?? '';
      const prefixes = [`/${capability}`, ...(LEGACY_NAMES[capability]?.paths ?? [])];
      return definitions
        .filter(({ path }) => !prefixes.some((prefix) => underPrefix(path, prefix)))
        .map(({ method, path }) => `${group} (${capability}): ${method} ${path}`);
    });
    expect(wrong).toEqual([]);
  });

  it("every module's tables are named after it, or after a stem the alias table gives it", () => {
    const wrong = [...tablesOf].flatMap(([module, tables]) =>
      tables
        .filter(
          (table) =>
            ![module, ...(LEGACY_NAMES[module]?.tables ?? [])].some((stem) => namedAfter(table, stem)),
        )
        .map((table) => `${module}: ${table}`),
    );
    expect(wrong).toEqual([]);
  });

  it('every permission names a capability: `<capability>.<action>`, camelCase of its folder', () => {
    const known = new Set(capabilities.map(camel));
    const wrong = Object.keys(PERMISSIONS).filter((permission) => !known.has(permission.split('.')[0] ?? ''));
    expect(wrong).toEqual([]);
  });
});

describe('the alias table', () => {
  it('names only capabilities that exist', () => {
    expect(Object.keys(LEGACY_NAMES).filter((name) => !capabilities.includes(name))).toEqual([]);
  });

  it("names only path prefixes its capability's definitions use, and none its own name covers", () => {
    const used = (capability: string, prefix: string) =>
      [...groups].some(
        ([group, definitions]) =>
          capabilityOfGroup(group, capabilities) === capability &&
          definitions.some(({ path }) => underPrefix(path, prefix) && !underPrefix(path, `/${capability}`)),
      );
    const stale = Object.entries(LEGACY_NAMES).flatMap(([capability, { paths = [] }]) =>
      paths.filter((prefix) => !used(capability, prefix)).map((prefix) => `${capability}: ${prefix}`),
    );
    expect(stale).toEqual([]);
  });

  it("names only table stems its module's tables use, and none its own name covers", () => {
    const stale = Object.entries(LEGACY_NAMES).flatMap(([module, { tables = [] }]) =>
      tables
        .filter(
          (stem) =>
            !(tablesOf.get(module) ?? []).some(
              (table) => namedAfter(table, stem) && !namedAfter(table, module),
            ),
        )
        .map((stem) => `${module}: ${stem}`),
    );
    expect(stale).toEqual([]);
  });
});
