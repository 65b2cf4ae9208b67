/**
 * What changed about what a guardian sees of a child, for telling them. The dashboard already says it
 * in plain words on the child's card (FamilyChild.access, read on every visit); `tellGuardian` is the
 * one place a message to the guardian (e-mail, push) is to be sent from, called in the change's
 * transaction by every step that changes a link's access.
 */
export interface GuardianToldChange {
  organisationId: string;
  linkId: string;
  /** The young person agreed or declined; an admin reviewed a decline, changed the level or confidentiality. */
  change: 'agreed' | 'declined' | 'reviewed' | 'level' | 'confidential';
}

/** Tells the guardian of a link that what they see changed. Today the dashboard's text tells them. */
export function tellGuardian(change: GuardianToldChange): Promise<void> {
  void change;
  return Promise.resolve();
}
