import { useState } from 'react';
import { useAtomValue } from 'jotai';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { roleOf } from '../../../api/contracts/index.ts';
import { useApiClient } from '../../../api/index.ts';
import { PageHeader, useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { fetchAuditExport } from '../api/audit.ts';
import { apiFilters, AuditTable, useAuditParams } from './audit-table.tsx';

/** Hands a file to the browser to save under a name. */
function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * /audit: who read, exported or changed what, and from where — what a hospital's information
 * governance asks to see. Admins see their organisation's; the super admin without a selected
 * organisation sees every organisation's, each row naming its own.
 */
export function AuditPage() {
  const t = useT();
  const toast = useToast();
  const client = useApiClient();
  const session = useAtomValue(sessionAtom);
  const showOrganisation = roleOf(session?.user.type) === 'superAdmin' && !session?.organisation;
  const { filters } = useAuditParams();
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      save(await fetchAuditExport(client, apiFilters(filters, showOrganisation)), 'lantern-audit.xlsx');
    } catch {
      toast.error(t('audit.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={t(showOrganisation ? 'audit.descriptionAll' : 'audit.description')}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={exporting}
            onClick={() => void download()}
          >
            {t(exporting ? 'audit.exporting' : 'audit.export')}
          </Button>
        }
      />
      <AuditTable showOrganisation={showOrganisation} />
    </>
  );
}
