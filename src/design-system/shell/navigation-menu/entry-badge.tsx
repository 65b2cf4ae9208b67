import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { NavigationEntry } from './navigation-menu.tsx';

/** The entry's count: seen as a small pill, heard as its words after the label. */
export function EntryBadge({ badge }: { badge: NavigationEntry['badge'] }) {
  if (!badge || badge.count <= 0) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          ml: 1,
          px: 0.75,
          minWidth: 20,
          borderRadius: 5,
          bgcolor: 'warning.main',
          color: 'warning.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {badge.count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` (${badge.label})`}
      </Box>
    </>
  );
}
