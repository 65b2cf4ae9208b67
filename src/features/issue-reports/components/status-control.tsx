import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ISSUE_STATUSES, type IssueReport, type IssueStatus } from '../../../api/contracts/index.ts';
import { useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useChangeIssueStatus } from '../api/issue-reports.ts';

/** Admins move a report to open, in progress or resolved; the family is e-mailed about it. */
export function StatusControl({ report }: { report: IssueReport }) {
  const t = useT();
  const toast = useToast();
  const { trigger, isMutating } = useChangeIssueStatus();
  const move = async (status: IssueStatus) => {
    try {
      await trigger({ id: report.id, status });
      toast.success(t('issueReports.admin.changed'));
    } catch {
      toast.error(t('issueReports.admin.changeFailed'));
    }
  };
  return (
    <TextField
      select
      size="small"
      label={t('issueReports.admin.filter')}
      value={report.status}
      disabled={isMutating}
      onChange={(e) => void move(e.target.value as IssueStatus)}
      sx={{ minWidth: 200 }}
    >
      {ISSUE_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`issueReports.status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
