import { AUDIT_READ_ACTIONS } from '../../../api/contracts/audit.ts';
import type { Translate } from '../../../lib/index.ts';

/** The actions said in words; any other is a change, named by its code. */
const WORDED = new Set<string>([
  ...AUDIT_READ_ACTIONS,
  'auth.signin',
  'auth.signin.failed',
  'auth.signout',
  'auth.signup',
  'app.event.create',
  'data_request.create',
  'data_request.approve',
  'data_request.refuse',
  'data_request.deletion.done',
  'retention.update',
  'retention.swept',
]);

/** The exact actions the filter offers beside its groups. */
export const EXACT_ACTIONS = [...WORDED];

/** An action as a reader says it ("Opened a child's record"), in the interface language. */
export const actionWords = (t: Translate, action: string): string =>
  WORDED.has(action)
    ? t(`audit.actions.${action.replaceAll('.', '_')}`)
    : t('audit.actions.change', { action });
