import type { Db } from '../../db/client.ts';
import type { FlagMailKind } from './flag-mail.ts';
import type { FlagRow } from './response-repository.ts';

/**
 * The in-portal notification of a flag raised or escalated, to each contact told by e-mail. The
 * notification centre is not on this branch: this is the one place its call goes, in the flag's
 * transaction, so that the notification is stored with the flag or not at all.
 */
export async function notifyFlagContacts(
  _kind: FlagMailKind,
  _flag: FlagRow,
  _userIds: string[],
  _tx: Db,
): Promise<void> {}
