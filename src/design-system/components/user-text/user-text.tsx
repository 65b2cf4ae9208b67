import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface UserTextProps {
  /** Text people wrote (a name, a title): it keeps its own direction inside the page's. */
  children: ReactNode;
  /**
   * A line of its own that may be cut short (a table cell, a calendar event): it takes its own
   * text's direction, so a long Latin title in Arabic loses its end to the ellipsis, never its start,
   * while it stays on the page's side.
   */
  block?: boolean;
}

/**
 * Text people wrote, isolated from the text around it (<bdi>): a Latin title inside Arabic and an
 * Arabic name inside English read whole and in their own order, and punctuation after them stays put.
 */
export function UserText({ children, block }: UserTextProps) {
  if (!block) return <bdi>{children}</bdi>;
  return (
    <Box
      component="bdi"
      // The page's start side: the right-to-left styles turn 'left' into 'right' in Arabic.
      sx={{
        display: 'block',
        textAlign: 'left',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
