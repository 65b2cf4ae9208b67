import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MAIN_CONTENT_ID } from '../../shell/skip-link/skip-link.tsx';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  productName?: string;
}

/** The centred card of the public sign-in, registration and password pages. */
export function AuthCard({ title, subtitle, children, productName = 'Lantern' }: AuthCardProps) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography variant="overline" color="primary" component="p" sx={{ fontWeight: 700 }}>
          {productName}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}
