import { useState } from 'react';
import { ApiError } from '../../../api/index.ts';
import type { Relationship } from '../../../api/contracts/index.ts';
import { useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useApproveLink, useChangeRelationship, useRevokeLink } from '../api/families.ts';

/** Approve, revoke (with a reason) and change the relationship of a link, each with its toast. */
export function useLinkActions() {
  const t = useT();
  const toast = useToast();
  const { trigger: approve } = useApproveLink();
  const { trigger: revoke } = useRevokeLink();
  const { trigger: change } = useChangeRelationship();
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(t(done));
    } catch (failure) {
      toast.error(
        t(
          failure instanceof ApiError && failure.code === 'Conflict'
            ? 'families.changedMeanwhile'
            : 'families.failed',
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    revoking,
    askRevoke: setRevoking,
    approve: (id: string) => run(() => approve(id), 'families.done.approve'),
    revoke: async (reason: string) => {
      const id = revoking;
      if (!id) return;
      await run(() => revoke({ id, reason }), 'families.done.revoke');
      setRevoking(null);
    },
    changeRelationship: (id: string, relationship: Relationship) =>
      run(() => change({ id, relationship }), 'families.done.relationship'),
  };
}
export type LinkActions = ReturnType<typeof useLinkActions>;
