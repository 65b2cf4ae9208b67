import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Notification } from '../../../api/contracts/notifications.ts';
import { useDates } from '../../../lib/index.ts';

/** Every placeholder a kind's text may name, so that a parameter a producer left out reads as nothing. */
const BLANK = {
  about: '',
  child: '',
  questionnaire: '',
  event: '',
  when: '',
  status: '',
  state: '',
  category: '',
  change: '',
};
/** The parameters people wrote (names, titles): isolated from the sentence around them. */
const WRITTEN = ['child', 'questionnaire', 'event'] as const;

/**
 * A notification's sentence in the reader's language, from its kind and parameters (the server
 * keeps no text): `node` for the screen, people's words isolated; `text` for accessible names.
 */
export function useNotificationText() {
  const intl = useIntl();
  const dates = useDates();
  const values = useCallback(
    (n: Notification) => ({
      ...BLANK,
      ...n.params,
      when: typeof n.params.start === 'string' ? dates.dateTime(n.params.start) : '',
    }),
    [dates],
  );
  const text = useCallback(
    (n: Notification): string => intl.formatMessage({ id: `notifications.kind.${n.kind}` }, values(n)),
    [intl, values],
  );
  const node = useCallback(
    (n: Notification): ReactNode => {
      const plain = values(n);
      const isolated: Record<string, ReactNode> = { ...plain };
      for (const key of WRITTEN) if (plain[key]) isolated[key] = <bdi key={key}>{plain[key]}</bdi>;
      return intl.formatMessage({ id: `notifications.kind.${n.kind}` }, isolated);
    },
    [intl, values],
  );
  return { text, node };
}
