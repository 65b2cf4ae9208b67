import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface ErrorPageProps {
  title?: string;
  message?: string;
  homeLabel?: string;
}

/** Spec §2: 'Error', 'Something went wrong. Please try again later.', and a link to /. */
export function ErrorPage({
  title = 'Error',
  message = 'Something went wrong. Please try again later.',
  homeLabel = 'Go to the home page',
}: ErrorPageProps) {
  return (
    <Box
      role="alert"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <div>
        <Typography variant="h3" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ mb: 2 }}>{message}</Typography>
        <Link href="/">{homeLabel}</Link>
      </div>
    </Box>
  );
}
