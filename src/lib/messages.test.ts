import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntl } from 'react-intl';
import { lastSegment, loadMessages, translationErrorHandlers, withKeyFallback } from './messages.ts';
import en from '../../locales/en.json?all';
import ar from '../../locales/ar.json?all';
import es from '../../locales/es.json?all';

describe('locales', () => {
  it('hold the same keys in en, ar and es', () => {
    const keys = (table: object) => Object.keys(table).sort();
    expect(keys(en)).toContain('auth.signIn.title');
    expect(keys(ar)).toEqual(keys(en));
    expect(keys(es)).toEqual(keys(en));
  });

  it('have no empty message', () => {
    for (const table of [en, ar, es]) {
      for (const [id, text] of Object.entries(table)) expect(String(text).trim(), id).not.toBe('');
    }
  });
});

describe('loading a language', () => {
  it('gives its whole table, by react-intl id, with the fallback for a missing one', async () => {
    const spanish = await loadMessages('es');
    expect(createIntl({ locale: 'es', messages: spanish }).formatMessage({ id: 'auth.signIn.title' })).toBe(
      'Iniciar sesión',
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const english = createIntl({
      locale: 'en',
      messages: await loadMessages('en'),
      onError: () => undefined,
    });
    // English past its first part (videos is not on /login).
    expect(english.formatMessage({ id: 'videos.title' })).toBe(en['videos.title']);
    expect(english.formatMessage({ id: 'videos.noSuchMessage' })).toBe('noSuchMessage');
    expect(log).toHaveBeenCalledWith('[i18n] missing message: videos.noSuchMessage');
    log.mockRestore();
  });
});

describe('missing messages', () => {
  it('fall back to the last segment of the id, already parsed, and are reported', () => {
    const onMissing = vi.fn();
    const intl = createIntl({
      locale: 'en',
      messages: withKeyFallback({ 'a.b.present': 'Present {n}' }, onMissing),
      onError: () => undefined,
    });
    expect(intl.formatMessage({ id: 'a.b.present' }, { n: 1 })).toBe('Present 1');
    expect(intl.formatMessage({ id: 'screens.users.noSuchMessage' })).toBe('noSuchMessage');
    expect(onMissing).toHaveBeenCalledWith('screens.users.noSuchMessage');
    // What react-intl shows as it is, so a build without the parser shows it too.
    expect(Reflect.get(intl.messages, 'screens.users.noSuchMessage')).toEqual([
      { type: 0, value: 'noSuchMessage' },
    ]);
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
