import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntl } from 'react-intl';
import { flatten, lastSegment, translationErrorHandlers, withKeyFallback } from './i18n.tsx';
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

describe('translation errors', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const formatMissing = (development: boolean) => {
    const { onError, onMissing } = translationErrorHandlers(development);
    const intl = createIntl({
      locale: 'en',
      messages: withKeyFallback({ 'x.broken': 'Hello {' }, onMissing),
      onError,
    });
    // A malformed message and a missing one.
    return [intl.formatMessage({ id: 'x.broken' }), intl.formatMessage({ id: 'shell.absent' })];
  };

  it('are logged to the console in development', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatMissing(true)[1]).toBe('absent');
    expect(log).toHaveBeenCalledWith('[i18n] missing message: shell.absent');
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ code: 'FORMAT_ERROR' }));
  });

  it('are ignored in production, and the key segment still shows', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatMissing(false)[1]).toBe('absent');
    expect(log).not.toHaveBeenCalled();
  });
});
