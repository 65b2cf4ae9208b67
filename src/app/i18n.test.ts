import { describe, expect, it, vi } from 'vitest';
import { createIntl } from 'react-intl';
import { flatten, lastSegment, withKeyFallback } from './i18n.tsx';
import en from '../../locales/en.json';
import ar from '../../locales/ar.json';
import es from '../../locales/es.json';

describe('locales', () => {
  it('hold the same keys in en, ar and es', () => {
    const keys = (tree: object) => Object.keys(flatten(tree as never)).sort();
    expect(keys(ar)).toEqual(keys(en));
    expect(keys(es)).toEqual(keys(en));
  });

  it('have no empty message', () => {
    for (const table of [en, ar, es]) {
      for (const [id, text] of Object.entries(flatten(table as never))) expect(text.trim(), id).not.toBe('');
    }
  });
});

describe('missing messages', () => {
  it('fall back to the last segment of the id, and are reported', () => {
    const onMissing = vi.fn();
    const intl = createIntl({
      locale: 'en',
      messages: withKeyFallback({ 'a.b.present': 'Present {n}' }, onMissing),
      onError: () => undefined,
    });
    expect(intl.formatMessage({ id: 'a.b.present' }, { n: 1 })).toBe('Present 1');
    expect(intl.formatMessage({ id: 'screens.users.noSuchMessage' })).toBe('noSuchMessage');
    expect(onMissing).toHaveBeenCalledWith('screens.users.noSuchMessage');
  });

  it('take the whole id when it has no dot', () => {
    expect(lastSegment('plain')).toBe('plain');
  });
});
