import { describe, expect, it } from 'vitest';
import { CMS_LANGUAGES } from '../../../src/api/contracts/index.ts';
import { DEMO_PAGES } from './demo.ts';
import { sanitiseHtml } from './sanitise.ts';

describe('demo hospital information', () => {
  it('is already in sanitised form, so the seed may skip the sanitiser', async () => {
    const texts = DEMO_PAGES.flatMap((page) => CMS_LANGUAGES.map((l) => page[l]?.html ?? ''));
    expect(texts.filter((html) => html === '')).toEqual([]);
    for (const html of texts) expect(await sanitiseHtml(html)).toBe(html);
  });
});
