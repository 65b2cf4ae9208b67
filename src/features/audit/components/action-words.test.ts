import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import ar from '../../../../locales/ar.json';
import es from '../../../../locales/es.json';
import { actionWords, EXACT_ACTIONS } from './action-words.ts';

/** The nested locale file as react-intl's flat ids. */
const flatten = (tree: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value as object, `${prefix}${key}.`)),
    ),
  );

const translate = (messages: object) => {
  const intl = createIntl({ locale: 'en', messages: flatten(messages), onError: () => undefined });
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
};

describe('an audit action in words', () => {
  it.each([
    ['en', en],
    ['ar', ar],
    ['es', es],
  ])('every action the filter offers has its own words in %s, never its code', (_language, messages) => {
    const t = translate(messages);
    const words = EXACT_ACTIONS.map((action) => actionWords(t, action));
    for (const [i, text] of words.entries()) {
      // A missing message would show its id, or the change fallback its code.
      expect(text).not.toMatch(/^audit\./);
      expect(text).not.toContain(EXACT_ACTIONS[i]);
    }
    expect(new Set(words).size).toBe(words.length);
  });

  it('names an action it has no words for, so that a change is never shown blank', () => {
    expect(actionWords(translate(en), 'family.link.create')).toBe('Change (family.link.create)');
  });

  it("says a read of a child's record as the family would", () => {
    expect(actionWords(translate(en), 'read.patient')).toBe("Opened a child's record");
  });
});
