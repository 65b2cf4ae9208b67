/**
 * The visual comparison catches a design token moved by one pixel, and shows where: an empty state is
 * drawn as every story is (its baseline matches), then with the spacing unit one pixel larger (the
 * comparison fails and writes the difference image), then as it was (it matches again).
 */
import { expect, test } from 'vitest';
import { commands, server } from 'vitest/browser';
import preview from '../../.storybook/preview.tsx';
import { EmptyState } from '../../src/design-system/index.ts';
import { tokens } from '../../src/design-system/theme/tokens.ts';
import { composeOne, renderOne, type StoryExport } from './every-story.ts';
import { baselineName, looksAsBefore } from './visual.ts';

const meta = preview.meta({ title: 'Visual proof', component: EmptyState });
const Proof = meta.story({ args: { title: 'Nothing to show yet', description: 'Spacing shows here.' } });

/** Where a failed comparison leaves its images (vitest.config.ts). */
const DIFFS = `${server.config.root}/.vitest-results/visual`;

test('a design token one pixel off fails the visual comparison, with a difference image', async () => {
  const story = composeOne(Proof as unknown as StoryExport, 'Proof', 'en');
  const name = baselineName(story.id, 'en');
  await renderOne(story);
  await looksAsBefore(name);

  const spacing = tokens as { spacingUnit: number };
  const unit = spacing.spacingUnit;
  spacing.spacingUnit = unit + 1;
  try {
    await renderOne(story);
    await expect(looksAsBefore(name)).rejects.toThrow();
  } finally {
    spacing.spacingUnit = unit;
  }
  for (const image of ['diff', 'actual']) {
    const file = `${DIFFS}/${name}-${image}.png`;
    expect((await commands.readFile(file, 'base64')).length, file).toBeGreaterThan(0);
    // A passing run leaves nothing for a reader of CI's results to mistake for a real difference.
    await commands.removeFile(file);
  }

  await renderOne(story);
  await looksAsBefore(name);
});
