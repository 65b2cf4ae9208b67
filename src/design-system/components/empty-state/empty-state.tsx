import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** Replaces the default inbox illustration; decorative. */
  icon?: ReactNode;
  /** A call to action, e.g. a button that creates the first item. */
  action?: ReactNode;
  /** Heading level of the title within the page. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** What a list or page shows when it has nothing yet, and what the user can do about it. */
export function EmptyState({ title, description, icon, action, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 6,
        px: 3,
        color: 'text.secondary',
      }}
    >
      <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>
        {icon ?? <InboxOutlined />}
      </Box>
      <Typography variant="h6" component={headingLevel} color="text.primary">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" sx={{ maxWidth: 480 }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  );
}
