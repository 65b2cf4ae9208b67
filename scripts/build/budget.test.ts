import { describe, expect, it } from 'vitest';
import type { BundleStats, ChunkStats } from './bundle-output.ts';
import { checkBudgets, type Budgets } from './budget.ts';

const chunk = (over: Partial<ChunkStats> & Pick<ChunkStats, 'file' | 'name'>): ChunkStats => ({
  isEntry: false,
  isDynamicEntry: false,
  facadeModule: null,
  size: 0,
  gzip: 0,
  brotli: 0,
  imports: [],
  dynamicImports: [],
  modules: [],
  ...over,
});

const budgets: Budgets = {
  firstLoad: { screen: 'src/features/auth/index.ts', maxKb: 200, forbiddenPackages: ['@mui/x-data-grid'] },
  chunkMaxKb: 100,
  chunkOverrides: { xlsx: 120 },
};

const build = (
  entryBytes: number,
  extra: ChunkStats[] = [],
  entryModules: ChunkStats['modules'] = [],
): BundleStats => ({
  chunks: [
    chunk({
      file: 'assets/index.js',
      name: 'index',
      isEntry: true,
      brotli: entryBytes,
      imports: ['assets/vendor.js'],
      modules: entryModules,
    }),
    chunk({ file: 'assets/vendor.js', name: 'vendor', brotli: 50_000 }),
    chunk({
      file: 'assets/auth.js',
      name: 'auth',
      isDynamicEntry: true,
      facadeModule: 'src/features/auth/index.ts',
      brotli: 10_000,
      imports: ['assets/vendor.js'],
    }),
    ...extra,
  ],
});

describe('bundle budgets', () => {
  it('sums the entry, its imports and the sign-in screen once each for the first visit', () => {
    const [first] = checkBudgets(build(100_000), budgets);
    expect(first).toMatchObject({ kb: 160, maxKb: 200, ok: true });
  });

  it('fails a first visit over budget, naming its biggest modules', () => {
    const modules = [
      { id: 'node_modules/react-dom/cjs/react-dom-client.production.js', size: 500_000 },
      { id: 'src/app/main.tsx', size: 1_000 },
    ];
    const [first] = checkBudgets(build(150_000, [], modules), budgets);
    expect(first?.ok).toBe(false);
    expect(first?.detail[0]).toContain('react-dom-client.production.js');
  });

  it('fails a first visit that holds a package kept for other screens, naming it', () => {
    const modules = [{ id: 'node_modules/@mui/x-data-grid/esm/DataGrid/DataGrid.js', size: 100 }];
    const [first] = checkBudgets(build(10_000, [], modules), budgets);
    expect(first?.ok).toBe(false);
    expect(first?.detail[0]).toContain('@mui/x-data-grid must not load on /login');
  });

  it('holds every other chunk to its own budget or its override, naming the chunk and what grew', () => {
    const lines = checkBudgets(
      build(10_000, [
        chunk({
          file: 'assets/videos.js',
          name: 'videos',
          brotli: 101_000,
          modules: [{ id: 'node_modules/tus-js-client/lib/upload.js', size: 90_000 }],
        }),
        chunk({ file: 'assets/xlsx.js', name: 'xlsx', brotli: 115_000 }),
      ]),
      budgets,
    );
    const videos = lines.find((l) => l.what.startsWith('chunk videos'));
    expect(videos).toMatchObject({ ok: false, maxKb: 100 });
    expect(videos?.detail[0]).toContain('tus-js-client/lib/upload.js');
    expect(lines.find((l) => l.what.startsWith('chunk xlsx'))).toMatchObject({ ok: true, maxKb: 120 });
  });

  it('says so when the sign-in screen is not among the chunks', () => {
    expect(() =>
      checkBudgets({ chunks: [chunk({ file: 'a.js', name: 'index', isEntry: true })] }, budgets),
    ).toThrow(/src\/features\/auth\/index.ts/);
  });
});
