import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons for the page's main actions; they wrap under the title on small screens. */
  actions?: ReactNode;
  /** Something above the title, e.g. breadcrumbs or a back link. */
  eyebrow?: ReactNode;
}

/** The title block at the top of a page: one h1, an optional description and the page's actions. */
export function PageHeader({ title, description, actions, eyebrow }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {eyebrow ? <Box sx={{ mb: 1 }}>{eyebrow}</Box> : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {description ? (
            <Typography
              variant="body1"
              color="text.secondary"
              component="div"
              sx={{ mt: 0.5, maxWidth: 720 }}
            >
              {description}
            </Typography>
          ) : null}
        </Box>
        {actions ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
