import type { Db } from '../../db/client.ts';
import type { Notify } from '../notifications/index.ts';
import { childNameOf } from '../notifications/index.ts';
import type { AssentRepository } from './assent-repository.ts';

/**
 * What changed about what a guardian sees of a child, for telling them. The dashboard also says it
 * in plain words on the child's card (FamilyChild.access, read on every visit); `tellGuardian` is the
 * one place the guardian is told of it, called in the change's transaction by every step that changes
 * a link's access.
 */
export interface GuardianToldChange {
  organisationId: string;
  linkId: string;
  /** The young person agreed or declined; an admin reviewed a decline, changed the level or confidentiality. */
  change: 'agreed' | 'declined' | 'reviewed' | 'level' | 'confidential';
}

/**
 * Tells the guardian of a link that what they see changed: one notification (`familyLink.access`,
 * naming the child and the change) in the change's transaction, read in the guardian's language.
 * Without a notifier (a service built for a test) nothing is sent.
 */
export async function tellGuardian(
  notify: Notify | undefined,
  assents: Pick<AssentRepository, 'guardianOfLink'>,
  tx: Db,
  change: GuardianToldChange,
): Promise<void> {
  if (!notify) return;
  const row = await assents.guardianOfLink(change.linkId, tx);
  if (!row) return;
  await notify(tx, {
    organisationId: change.organisationId,
    userIds: [row.guardianId],
    kind: 'familyLink.access',
    params: { child: childNameOf(row), change: change.change },
    link: '/',
  });
}
