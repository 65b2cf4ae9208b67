import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { GridOverlay } from '@mui/x-data-grid';
import { EmptyState } from '../empty-state/empty-state.tsx';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    tone?: 'empty' | 'error';
    title?: string;
    description?: string;
    retryLabel?: string;
    onRetry?: () => void;
  }
}

export interface TableOverlayProps {
  tone?: 'empty' | 'error';
  title?: string;
  description?: string;
  retryLabel?: string;
  onRetry?: () => void;
}

/** What the grid body shows without rows: the empty state, or the load error with a retry button. */
export function TableOverlay({
  tone = 'empty',
  title = '',
  description,
  retryLabel,
  onRetry,
}: TableOverlayProps) {
  return (
    <GridOverlay sx={{ p: 2 }}>
      {tone === 'error' ? (
        <Alert
          severity="error"
          sx={{ maxWidth: 520 }}
          action={
            onRetry && retryLabel ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                {retryLabel}
              </Button>
            ) : undefined
          }
        >
          {title}
          {description ? ` ${description}` : null}
        </Alert>
      ) : (
        <EmptyState title={title} description={description} headingLevel="h3" />
      )}
    </GridOverlay>
  );
}
