import { LoadFailed, LoadingBlocks } from '../design-system/index.ts';
import { loadErrorMessageId } from './load-error.ts';
import { useT } from './use-t.ts';

export interface LoadErrorProps {
  /** The message id of what could not be loaded ("hospitalInformation.loadFailed"). */
  title: string;
  /** The failed load's error: its real cause is said after the title. */
  error?: unknown;
  onRetry: () => void;
}

/** The one "could not load — Retry" of the features, with the API's reason when it gave one. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const t = useT();
  return (
    <LoadFailed
      title={t(title)}
      detail={error === undefined ? undefined : t(loadErrorMessageId(error))}
      retryLabel={t('table.retry')}
      onRetry={onRetry}
    />
  );
}

export interface LoadingProps {
  /** Placeholder heights in pixels, in the shape of what is loading. */
  heights?: readonly number[];
  gap?: number;
  /** The message id announced while loading; "Loading…" by default. */
  label?: string;
}

/** The features' loading placeholder, announced to screen readers. */
export function Loading({ heights = [160, 160], gap, label = 'shell.loading' }: LoadingProps) {
  const t = useT();
  return <LoadingBlocks label={t(label)} heights={heights} gap={gap} />;
}
