import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { UserText } from '../../src/design-system/index.ts';

const LATIN = 'Coping with hospital stays: a guide for siblings';
const ARABIC = 'ليلى منصور';

/** A sentence of the interface around a name people wrote ("Saved {name}"), in the story's language. */
function SavedName({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <Typography sx={{ p: 3 }}>
      {intl.formatMessage({ id: 'ds.form.submitted' }, { name: <UserText key="name">{name}</UserText> })}
    </Typography>
  );
}

/** A narrow cell where a long title must be cut. */
function NarrowLine({ children }: { children: string }) {
  return (
    <Box sx={{ p: 3, width: 200 }}>
      <UserText block>{children}</UserText>
    </Box>
  );
}

const meta = preview.meta({
  title: 'Design system/UserText',
  component: UserText,
  args: { children: LATIN },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
});

export const Inline = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(LATIN).tagName).toBe('BDI');
  },
});

export const ArabicNameInEnglish = meta.story({
  render: () => <SavedName name={ARABIC} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ARABIC).tagName).toBe('BDI');
    await expect(canvas.getByText(/Saved/)).toHaveTextContent(`Saved ${ARABIC}`);
  },
});

export const LatinTitleInArabic = meta.story({
  globals: { locale: 'ar' },
  render: () => <SavedName name={LATIN} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(LATIN).tagName).toBe('BDI');
  },
});

export const CutAtItsEnd = meta.story({
  globals: { locale: 'ar' },
  render: () => <NarrowLine>{LATIN}</NarrowLine>,
  play: async ({ canvas }) => {
    const line = canvas.getByText(LATIN);
    // Cut, not wrapped, and aligned to the page's start (the right in Arabic).
    await expect(line.scrollWidth).toBeGreaterThan(line.clientWidth);
    await expect(getComputedStyle(line).textAlign).toBe('right');
  },
});
