import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LoadFailedProps {
  /** What could not be loaded, in the reader's language. */
  title: string;
  /** Why, when known (the API's own reason), after the title. */
  detail?: string;
  retryLabel: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/** A screen or section whose data did not load: what failed, why, and a way to try again. */
export function LoadFailed({ title, detail, retryLabel, onRetry, sx }: LoadFailedProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {detail ? `${title} ${detail}` : title}
    </Alert>
  );
}

export interface LoadingBlocksProps {
  /** Announced to screen readers while the blocks show ("Loading…"). */
  label: string;
  /** One rounded placeholder per entry, this tall in pixels: the shape of what is coming. */
  heights: readonly number[];
  /** Space between the blocks, in theme spacing units. */
  gap?: number;
}

/** Placeholders in the shape of the content that is loading, announced once as busy. */
export function LoadingBlocks({ label, heights, gap = 1 }: LoadingBlocksProps) {
  return (
    <Stack spacing={gap} role="status" aria-busy="true" aria-label={label}>
      {heights.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
