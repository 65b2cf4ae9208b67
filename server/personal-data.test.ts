import { readFileSync } from 'node:fs';
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { columnOf, declarationProblems, declareTable } from './db/personal-data.ts';
import { personalDataMarkdown } from './personal-data-doc.ts';
import { DECLARED } from './personal-data.ts';
import * as schema from './schema.ts';

describe('personal data declared once', () => {
  it('every table of the schema declares its class, exactly once', () => {
    expect(declarationProblems(schema, DECLARED)).toEqual([]);
  });

  it('a table that declares nothing fails, named', () => {
    const fakeNotes = pgTable('fake_notes', { id: uuid('id').primaryKey(), userId: uuid('user_id') });
    expect(declarationProblems({ ...schema, fakeNotes }, DECLARED)).toEqual([
      'table fake_notes declares nothing about personal data: declare it in its module’s personal-data.ts',
    ]);
  });

  it('a table declared twice, or declared outside the schema, fails', () => {
    const stray = pgTable('stray', { n: integer('n') });
    const twice = [
      ...DECLARED,
      ...DECLARED.slice(0, 1),
      declareTable(stray, { class: 'none', owner: '', organisationRows: null, why: '' }),
    ];
    expect(declarationProblems(schema, twice)).toEqual([
      'table users is declared 2 times',
      'table stray is declared but not in the schema',
    ]);
  });

  it('every column a declaration names is a column of its table', () => {
    for (const d of DECLARED) {
      const named = [
        ...(d.download ?? []).flatMap((x) => [x.column, ...(x.omit ?? [])]),
        ...(d.checksumColumns ?? []),
      ];
      if (d.erasure && !('keep' in d.erasure)) {
        const match = 'delete' in d.erasure ? d.erasure.delete : d.erasure.anonymise;
        named.push(...('email' in match ? [match.email] : match.columns));
        if ('set' in d.erasure) named.push(...Object.keys(d.erasure.set));
      }
      if (d.retention && d.retention.action !== 'delete') named.push(...Object.keys(d.retention.action.set));
      for (const column of named)
        expect(() => columnOf(d.table, column), `${d.name}.${column}`).not.toThrow();
    }
  });

  it('docs/data-protection.md holds the declarations as they are (update it with the table printed in this failure)', () => {
    const begin = '<!-- personal-data:begin (written from server/personal-data.ts) -->';
    const end = '<!-- personal-data:end -->';
    const doc = readFileSync(new URL('../docs/data-protection.md', import.meta.url), 'utf8');
    expect(doc).toContain(begin);
    const section = doc.slice(doc.indexOf(begin) + begin.length, doc.indexOf(end)).trim();
    expect(section).toBe(personalDataMarkdown());
  });
});
