import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from './server/db/client.ts';
import { createRollupFigures } from './server/modules/usage/rollup-figures.ts';
const d = await openDatabase({ url: process.env.U! });
const [org] = ((await d.db.execute(sql`select id from organisations where url_code = 'stmarys'`)) as any).rows;
const what = process.env.WHAT ?? 'all';
const rows = async (q: SQL) => {
  if (process.env.TIME) {
    const ms: number[] = [];
    let out: any;
    for (let i = 0; i < 7; i++) { const t0 = performance.now(); out = (await d.db.execute(q)) as any; ms.push(performance.now() - t0); }
    ms.sort((a, b) => a - b);
    console.log(`  median ${ms[3]!.toFixed(1)} ms  max ${ms[6]!.toFixed(1)} ms`);
    return out.rows;
  }
  const res = (await d.db.execute(sql`explain (analyze, buffers) ${q}`)) as any;
  const lines = res.rows.map((r: any) => r['QUERY PLAN']);
  console.log(process.env.FULL ? lines.join('\n') : lines.filter((l: string) => /Execution Time|JIT|Scan|Join|Aggregate|SubPlan|Sort Method|Batches/.test(l)).join('\n'));
  return [];
};
const f = createRollupFigures(rows);
const s = { organisationId: org.id, guardianId: null };
const day = (n: number) => new Date(Date.parse('2026-11-27') - n * 86400000).toISOString().slice(0, 10);
for (const span of (process.env.DAYS ?? '7,30,90,365').split(',').map(Number)) {
  const r = process.env.FROM ? { from: process.env.FROM, to: process.env.TO! } : { from: day(span - 1), to: '2026-11-27' };
  console.log(`\n===== ${r.from}..${r.to}`);
  if (what === 'all' || what === 'state') { console.log('-- byState'); await f.focusByState(s, r); }
  if (what === 'all' || what === 'code') { console.log('-- byCode'); await f.focusByCode(s, r, 20); }
  if (what === 'all' || what === 'usage') { console.log('-- appUsage'); await f.appUsage(s, r); }
}
await d.close();
