import { describe, expect, it } from 'vitest';
import { createListState, listReducer, type ListState } from './list-state.ts';

interface Row {
  id: number;
  name: string;
}
const rows = (...ids: number[]) => ids.map((id) => ({ id, name: `Row ${id}` }));

describe('createListState', () => {
  it('starts on page 1, 10 a page, newest first, nothing saved', () => {
    const state = createListState<Row>();
    expect(state).toMatchObject({
      page: 1,
      limit: 10,
      sort: { field: 'created_at', order: 'desc' },
      saved: false,
    });
    expect(state).toMatchObject({ data: [], item: null, activeItem: null, errors: null, filter: '' });
  });
  it("takes a slice's fixed search (select_user starts with type 3)", () => {
    expect(createListState<Row, { type: number }>({ search: { type: 3 } }).search).toEqual({ type: 3 });
  });
});

describe('listReducer', () => {
  const base = (over: Partial<ListState<Row>> = {}) => createListState<Row>(over);

  it('SET_ALL stores the data and clears saved', () => {
    const next = listReducer(base({ saved: true }), { type: 'SET_ALL', data: rows(1, 2), total: 12 });
    expect(next).toMatchObject({ data: rows(1, 2), total: 12, saved: false });
  });
  it('SET_ONE stores the active item', () => {
    expect(listReducer(base(), { type: 'SET_ONE', item: { id: 7, name: 'Row 7' } }).activeItem).toEqual({
      id: 7,
      name: 'Row 7',
    });
  });
  it('SEARCH stores the filter and returns to the first page', () => {
    expect(listReducer(base({ page: 4 }), { type: 'SEARCH', filter: 'layla' })).toMatchObject({
      filter: 'layla',
      page: 1,
    });
  });
  it('UPDATED sets saved and keeps form errors; CREATED sets saved and clears them', () => {
    const withErrors = base({ errors: { name: 'taken' } });
    expect(listReducer(withErrors, { type: 'UPDATED' })).toMatchObject({
      saved: true,
      errors: { name: 'taken' },
    });
    expect(listReducer(withErrors, { type: 'CREATED' })).toMatchObject({ saved: true, errors: null });
  });
  it('DELETED of the last row on a later page goes back a page', () => {
    const next = listReducer(base({ page: 3, data: rows(21), total: 21 }), {
      type: 'DELETED',
      isSame: (r) => r.id === 21,
    });
    expect(next).toMatchObject({ saved: true, page: 2, data: [], total: 20 });
  });
  it('DELETED keeps the page when rows remain, and never goes below page 1', () => {
    expect(listReducer(base({ page: 3, data: rows(21, 22), total: 22 }), { type: 'DELETED' }).page).toBe(3);
    expect(listReducer(base({ page: 1, data: rows(1), total: 1 }), { type: 'DELETED' })).toMatchObject({
      page: 1,
      saved: true,
    });
  });
  it('SET_PAGE changes the page (whole pages from 1 up)', () => {
    expect(listReducer(base(), { type: 'SET_PAGE', page: 5 }).page).toBe(5);
    expect(listReducer(base(), { type: 'SET_PAGE', page: 0 }).page).toBe(1);
  });
  it('SET_SORT and SET_LIMIT return to page 1', () => {
    const sorted = listReducer(base({ page: 3 }), {
      type: 'SET_SORT',
      sort: { field: 'surname', order: 'asc' },
    });
    expect(sorted).toMatchObject({ page: 1, sort: { field: 'surname', order: 'asc' } });
    expect(listReducer(base({ page: 3 }), { type: 'SET_LIMIT', limit: 25 })).toMatchObject({
      page: 1,
      limit: 25,
    });
  });
  it('FORM_ERRORS stores the errors', () => {
    expect(listReducer(base(), { type: 'FORM_ERRORS', errors: { email: 'invalid' } }).errors).toEqual({
      email: 'invalid',
    });
  });
  it('never mutates the previous state', () => {
    const before = base({ page: 2, data: rows(11) });
    const frozen = structuredClone(before);
    listReducer(before, { type: 'DELETED' });
    expect(before).toEqual(frozen);
  });
});

describe('positiveInt (page and size from the address bar)', () => {
  it('reads positive whole numbers and falls back on anything else', async () => {
    const { positiveInt } = await import('./list-state.ts');
    expect(positiveInt('3', 1)).toBe(3);
    for (const bad of [null, '', '0', '-2', '2.5', 'abc', '1e400']) expect(positiveInt(bad, 7)).toBe(7);
  });
});
