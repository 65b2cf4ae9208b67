import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentAtom } from './atoms.ts';

/** The choice a first read finds in a `cookie_consent` cookie holding `value`. */
const choiceIn = (value: string) => {
  vi.stubGlobal('document', { cookie: `cookie_consent=${encodeURIComponent(value)}` });
  return createStore().get(consentAtom);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the consent cookie', () => {
  it('gives back a stored choice, and nothing it does not know', () => {
    expect(choiceIn('{"productWebsite":true,"analytics":false}')).toEqual({
      productWebsite: true,
      analytics: false,
    });
    expect(choiceIn('{"productWebsite":false,"analytics":true,"other":1}')).toStrictEqual({
      productWebsite: false,
      analytics: true,
    });
  });

  it.each([
    ['a missing switch', '{"productWebsite":true}'],
    ['a switch that is not a boolean', '{"productWebsite":"yes","analytics":false}'],
    ['an array', '[true,false]'],
    ['null', 'null'],
    ['a string', '"all"'],
    ['text that is not JSON', 'accept-all'],
  ])('reads as no choice yet when it holds %s', (_what, value) => {
    expect(choiceIn(value)).toBeNull();
  });

  it('reads as no choice yet without the cookie', () => {
    vi.stubGlobal('document', { cookie: '' });
    expect(createStore().get(consentAtom)).toBeNull();
  });
});
