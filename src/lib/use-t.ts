import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Values a message may interpolate. */
export type MessageValues = Record<string, string | number>;

/** Translates a message id (locales/*.json), with values for its placeholders. */
export type Translate = (id: string, values?: MessageValues) => string;

/**
 * The one translation helper of the portal. Stable while the language stays the same, so that
 * columns and callbacks built from it are rebuilt only when the language changes.
 */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}
