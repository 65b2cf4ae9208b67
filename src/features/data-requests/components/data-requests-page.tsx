import { useMemo, useState } from 'react';
import { londonDay } from '../../../api/contracts/time.ts';
import type { DataRequest } from '../../../api/contracts/data-requests.ts';
import { ConfirmDialog, PageHeader, ReasonDialog, useToast } from '../../../design-system/index.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import { tableData, useDates, useListParams, useT, useTableLabels } from '../../../lib/index.ts';
import { useApproveRequest, useDataRequests, useRefuseRequest } from '../api/data-requests.ts';
import { DeletionPreview } from './deletion-preview.tsx';
import { requestColumns } from './request-columns.tsx';

/**
 * /data-requests: the families' deletion requests an admin must answer within one calendar month,
 * open ones by due day first, the overdue ones marked.
 */
export function DataRequestsPage() {
  const t = useT();
  const dates = useDates();
  const toast = useToast();
  const tableLabels = useTableLabels();
  const { query, setQuery } = useListParams();
  const page = useDataRequests({ page: query.page, size: query.limit });
  const approve = useApproveRequest();
  const refuse = useRefuseRequest();
  const [approving, setApproving] = useState<DataRequest | null>(null);
  const [refusing, setRefusing] = useState<DataRequest | null>(null);
  const today = londonDay(new Date());

  const columns = useMemo(
    () => requestColumns({ t, dates, today, onApprove: setApproving, onRefuse: setRefusing }),
    [t, dates, today],
  );

  const decide = async (run: () => Promise<unknown>, done: string, close: () => void) => {
    try {
      await run();
      toast.success(t(done));
      close();
    } catch {
      toast.error(t('dataRequests.queue.decisionFailed'));
      // Another admin may have decided it: the queue is asked again to show where it stands.
      void page.mutate();
    }
  };

  return (
    <>
      <PageHeader title={t('dataRequests.queue.title')} description={t('dataRequests.queue.description')} />
      <DataTable<DataRequest>
        label={t('dataRequests.queue.title')}
        columns={columns}
        {...tableData(page, t)}
        query={query}
        onQueryChange={setQuery}
        searchable={false}
        labels={tableLabels({
          emptyTitle: t('dataRequests.queue.empty'),
          emptyDescription: t('dataRequests.queue.emptyDescription'),
          errorTitle: t('dataRequests.queue.loadFailed'),
        })}
      />
      <ConfirmDialog
        open={approving !== null}
        title={t('dataRequests.approveDialog.title', { name: approving?.requester.name ?? '' })}
        message={
          <>
            {t('dataRequests.approveDialog.message')}
            {approving ? <DeletionPreview id={approving.id} /> : null}
          </>
        }
        confirmLabel={t('dataRequests.approveDialog.confirm')}
        cancelLabel={t('dataRequests.dialog.cancel')}
        busyLabel={t('dataRequests.dialog.busy')}
        destructive
        busy={approve.isMutating}
        onCancel={() => setApproving(null)}
        onConfirm={() =>
          approving &&
          void decide(
            () => approve.trigger(approving.id),
            'dataRequests.queue.approved',
            () => setApproving(null),
          )
        }
      />
      <ReasonDialog
        open={refusing !== null}
        title={t('dataRequests.refuseDialog.title', { name: refusing?.requester.name ?? '' })}
        message={t('dataRequests.refuseDialog.message')}
        label={t('dataRequests.refuseDialog.reason')}
        required
        confirmLabel={t('dataRequests.refuseDialog.confirm')}
        cancelLabel={t('dataRequests.dialog.cancel')}
        busy={refuse.isMutating}
        onCancel={() => setRefusing(null)}
        onConfirm={(reason) =>
          refusing &&
          void decide(
            () => refuse.trigger({ id: refusing.id, reason }),
            'dataRequests.queue.refused',
            () => setRefusing(null),
          )
        }
      />
    </>
  );
}
