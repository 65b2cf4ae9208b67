import Stack from '@mui/material/Stack';
import type { ScheduledFailure, ScheduledKind, ScheduledWork as Work } from '../../../api/contracts/index.ts';
import { UserText } from '../../../design-system/index.ts';
import { LoadError, Loading, useDates, useT } from '../../../lib/index.ts';
import { useScheduledWork } from '../api/messages.ts';
import { ScheduleSection, type ScheduleColumn } from './schedule-section.tsx';

const organisationColumn = <R extends { organisation: { name: string } | null }>(
  header: string,
): ScheduleColumn<R> => ({
  header,
  cell: (row) => (row.organisation ? <UserText>{row.organisation.name}</UserText> : '—'),
});

/** What Lantern will do later, and the scheduled changes that did not happen, each with its own empty state. */
export function ScheduledWork({ showOrganisation }: { showOrganisation: boolean }) {
  const t = useT();
  const dates = useDates();
  const { data, error, isLoading, mutate } = useScheduledWork();
  if (error)
    return <LoadError title="messages.scheduled.loadFailed" error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Loading label="messages.scheduled.loading" />;

  const what = <R extends { subject: string }>(): ScheduleColumn<R> => ({
    header: t('messages.scheduled.what'),
    cell: (row) => <UserText>{row.subject}</UserText>,
  });
  const kind = (k: ScheduledKind) => t(`messages.kinds.${k}`);
  const organisation = showOrganisation ? [organisationColumn(t('messages.columns.organisation'))] : [];
  const upcoming: ScheduleColumn<Work>[] = [
    what(),
    { header: t('messages.scheduled.kind'), cell: (w) => kind(w.kind) },
    { header: t('messages.scheduled.when'), cell: (w) => dates.dateTime(w.dueAt) },
    ...organisation,
  ];
  const failures: ScheduleColumn<ScheduledFailure>[] = [
    what(),
    { header: t('messages.scheduled.kind'), cell: (f) => kind(f.kind) },
    { header: t('messages.scheduled.when'), cell: (f) => dates.dateTime(f.failedAt) },
    { header: t('messages.scheduled.reason'), cell: (f) => f.reason },
    ...organisation,
  ];
  return (
    <Stack spacing={3}>
      <ScheduleSection
        title={t('messages.scheduled.upcoming')}
        description={t('messages.scheduled.upcomingDescription')}
        emptyTitle={t('messages.scheduled.noUpcoming')}
        columns={upcoming}
        rows={data.upcoming}
      />
      <ScheduleSection
        title={t('messages.scheduled.failures')}
        description={t('messages.scheduled.failuresDescription')}
        emptyTitle={t('messages.scheduled.noFailures')}
        columns={failures}
        rows={data.failures}
      />
    </Stack>
  );
}
