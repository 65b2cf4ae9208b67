import { describe, expect, it } from 'vitest';
import { menuEntries } from './menu-entries.ts';

const FLAGS = ['Questionnaires', 'VideoContent', 'xplr-fea-quiz', 'xplr-fea-misn', 'xplr-fea-repo'] as const;

/** Every subset of the five feature flags. */
const subsets: string[][] = Array.from({ length: 1 << FLAGS.length }, (_, mask) =>
  FLAGS.filter((_flag, i) => mask & (1 << i)),
);

/** Spec §2 "Navigation menu", written out on its own as the oracle. */
function specPaths(type: number, flags: string[], wide: boolean, published: boolean): string[] {
  const on = (f: string) => flags.includes(f);
  const paths = ['/', '/account'];
  if (type === 2) paths.push(...(published ? ['/hospital-information'] : []), '/app-privacy', '/trust', '/report');
  if (type === 1) {
    if (on('Questionnaires') && wide) paths.push('/questionnaires');
    paths.push('/hospital-information', '/app-users', '/organisation-areas');
    if (on('VideoContent') && wide) paths.push('/videos/uploaded');
    if (on('xplr-fea-quiz')) paths.push('/quizzes');
    if (on('xplr-fea-misn')) paths.push('/missions');
    if (on('xplr-fea-repo')) paths.push('/reporting');
  }
  if (type === 0) paths.push('/organisations', '/reports', '/reporting');
  return paths;
}

const cases = [0, 1, 2, 3, 4].flatMap((type) =>
  subsets.flatMap((flags) =>
    [true, false].flatMap((wide) => [true, false].map((published) => ({ type, flags, wide, published }))),
  ),
);

describe('navigation menu entries: every role × feature flags × screen width', () => {
  it.each(cases)('type $type, flags $flags, wide $wide, published $published', ({ type, flags, wide, published }) => {
    const got = menuEntries({ userType: type, features: flags, wide, hasPublishedContent: published });
    expect(got.map((e) => e.path)).toEqual(specPaths(type, flags, wide, published));
  });

  it('covers 5 types × 32 flag sets × 2 widths × 2 publication states', () => {
    expect(cases).toHaveLength(640);
  });

  it('shows no entries when signed out', () => {
    expect(menuEntries({ userType: null, features: [...FLAGS], wide: true, hasPublishedContent: true })).toEqual([]);
  });
});
