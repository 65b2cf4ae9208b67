import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { EmptyState } from '../empty-state/empty-state.tsx';

export interface TableStateProps {
  tone: 'empty' | 'error';
  title: string;
  description?: string;
  retryLabel?: string;
  onRetry?: () => void;
}

/** What the table shows without rows: the empty state, or the load error with a retry button. */
export function TableState({ tone, title, description, retryLabel, onRetry }: TableStateProps) {
  return (
    <Paper variant="outlined" sx={{ bgcolor: 'surface.raised', p: tone === 'error' ? 2 : 0 }}>
      {tone === 'error' ? (
        <Alert
          severity="error"
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
        <EmptyState title={title} description={description} headingLevel="h2" />
      )}
    </Paper>
  );
}
