import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ScrollRegion } from '../../src/design-system/index.ts';

/** Twelve weeks of a retention table: wider than a phone. */
function WideTable() {
  return (
    <Table size="small">
      <TableBody>
        <TableRow>
          {Array.from({ length: 12 }, (_, week) => (
            <TableCell key={week} sx={{ whiteSpace: 'nowrap' }}>
              Week {week}: 100%
            </TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  );
}

const meta = preview.meta({
  title: 'Design system/ScrollRegion',
  component: ScrollRegion,
  // As wide as a 320-pixel phone screen (WCAG 1.4.10's reflow width).
  args: { label: 'Retention by week', sx: { maxWidth: 320 }, children: <WideTable /> },
});

export const WideTableOnAPhone = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('group', { name: 'Retention by week' });
    // The table scrolls inside the region; the page itself does not scroll sideways.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const page = canvasElement.ownerDocument.scrollingElement;
    await expect(page && page.scrollWidth <= page.clientWidth).toBe(true);
    // A keyboard user reaches it with Tab.
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
});
