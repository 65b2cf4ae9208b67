import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routesMarkdown } from './route-doc.ts';

const begin = '<!-- routes:begin (written from src/app/routing/route-table.ts) -->';
const end = '<!-- routes:end -->';

describe('docs/product.md', () => {
  it('holds the route table as it is (update it with the table printed in this failure)', () => {
    const doc = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf(begin) + begin.length, doc.indexOf(end)).trim();
    expect(doc).toContain(begin);
    expect(section).toBe(routesMarkdown());
  });
});
