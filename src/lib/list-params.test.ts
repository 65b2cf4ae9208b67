import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-params.ts';

const users = { sortable: ['created_at', 'surname'], filters: ['type', 'areas'] as const };
const read = (qs: string) => readListParams(new URLSearchParams(qs), users);

describe('list state in the address bar', () => {
  it('reads page, size, sort, order, search and the screen’s filters', () => {
    expect(read('page=3&size=25&sort=surname&order=asc&search=ann&type=3&areas=a1')).toEqual({
      query: { page: 3, limit: 25, keyword: 'ann', sort: { field: 'surname', order: 'asc' } },
      filters: { type: '3', areas: 'a1' },
    });
  });

  it('falls back to the defaults for anything missing or malformed', () => {
    expect(read('page=-2&size=abc&sort=password_hash&order=sideways')).toEqual({
      query: { page: 1, limit: 10, keyword: '', sort: { field: 'created_at', order: 'desc' } },
      filters: { type: '', areas: '' },
    });
  });

  it('still reads a search saved under its old name, keyword', () => {
    expect(read('keyword=north').query.keyword).toBe('north');
  });

  it('writes only what differs from the defaults, the search always as `search`', () => {
    const { query, filters } = read('keyword=north&page=2');
    expect(writeListParams(query, filters, users).toString()).toBe('page=2&search=north');
    expect(writeListParams({ ...query, page: 1, keyword: '' }, {}, users).toString()).toBe('');
    expect(
      writeListParams(
        { ...query, sort: { field: 'surname', order: 'asc' } },
        { type: '3' },
        users,
      ).toString(),
    ).toBe('type=3&page=2&search=north&sort=surname&order=asc');
  });

  it('writes no sort for a list the API does not sort', () => {
    const query = { page: 1, limit: 10, keyword: '', sort: { field: 'title', order: 'asc' as const } };
    expect(writeListParams(query, {}, {}).toString()).toBe('');
  });
});
