import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A table wider than the screen scrolls sideways inside this region, not the page (WCAG 1.4.10), and
 * a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1: axe's
 * scrollable-region-focusable). It is a named group, so a screen reader says what it scrolls; a group
 * rather than a region, so the tables do not crowd the page's landmarks (a card already is a region).
 */
export function ScrollRegion({
  labelledBy,
  label,
  sx,
  children,
}: {
  /** The id of the heading that names the content, or… */
  labelledBy?: string;
  /** …the name itself. */
  label?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      role="group"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
