import { describe, expect, it } from 'vitest';
import { steadyNames } from './bundle-output.ts';

describe('steadyNames', () => {
  const steady = steadyNames([
    'assets/role-schemas-BkTO-5Tp.js',
    'assets/Modal-dS_F-NAS.js',
    'index.html',
    'sw.js',
  ]);

  it('writes every hashed output name with the same eight characters, hyphens in the hash included', () => {
    const code = 'import("./role-schemas-BkTO-5Tp.js");const d=["assets/Modal-dS_F-NAS.js"];';
    expect(steady(code)).toBe('import("./role-schemas-________.js");const d=["assets/Modal-________.js"];');
  });

  it('leaves names that are not outputs of this build as they are', () => {
    expect(steady('fetch("/api/some-endpoint.json");load("sw.js")')).toBe(
      'fetch("/api/some-endpoint.json");load("sw.js")',
    );
  });

  it('makes two builds that differ only in their hashes measure the same', () => {
    const other = steadyNames(['assets/role-schemas-Zz9_aa-1.js']);
    expect(other('import("./role-schemas-Zz9_aa-1.js")')).toBe(
      steady('import("./role-schemas-BkTO-5Tp.js")'),
    );
  });
});
