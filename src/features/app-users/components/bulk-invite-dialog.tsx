import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  BULK_OUTCOMES,
  BULK_SUBSCRIPTION_MAX,
  type BulkOutcome,
  type BulkSubscriptionResult,
} from '../../../api/contracts/index.ts';
import { useToast } from '../../../design-system/index.ts';
import { useBulkSubscribe } from '../api/app-users.ts';
import { EMAIL_LIST_ACCEPT, readEmailList, splitEmails } from '../api/email-list.ts';
import { useT } from '../../../lib/index.ts';

export interface BulkInviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Results to show at once (stories). */
  initialResults?: BulkSubscriptionResult[];
}

const outcomeColour: Record<BulkOutcome, 'success' | 'default' | 'error' | 'warning'> = {
  created: 'success',
  exists: 'default',
  duplicate: 'default',
  invalid: 'error',
  'over-limit': 'warning',
};

/**
 * Invites many guardians at once: a CSV or .xlsx file of e-mails (first column), or addresses
 * pasted in. Every row's outcome is shown; one row's failure does not stop the others.
 */
export function BulkInviteDialog({ open, onClose, initialResults }: BulkInviteDialogProps) {
  const t = useT();
  const toast = useToast();
  const { trigger: bulkSubscribe } = useBulkSubscribe();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [results, setResults] = useState<BulkSubscriptionResult[] | null>(initialResults ?? null);
  const emails = splitEmails(text);

  const close = () => {
    setText('');
    setFileName(null);
    setProblem(null);
    setResults(null);
    onClose();
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      const list = await readEmailList(file);
      setFileName(file.name);
      setText(list.join('\n'));
      if (list.length === 0) setProblem(t('appUsers.bulk.emptyFile'));
    } catch {
      setProblem(t('appUsers.bulk.unreadable'));
    }
  };

  const send = async () => {
    if (emails.length === 0) return setProblem(t('appUsers.bulk.none'));
    if (emails.length > BULK_SUBSCRIPTION_MAX)
      return setProblem(t('appUsers.bulk.tooMany', { max: BULK_SUBSCRIPTION_MAX }));
    setBusy(true);
    setProblem(null);
    try {
      const answer = await bulkSubscribe(emails);
      setResults(answer);
      const created = answer.filter((r) => r.outcome === 'created').length;
      toast.success(t('appUsers.bulk.done', { created, total: answer.length }));
    } catch {
      setProblem(t('appUsers.bulk.failed'));
    } finally {
      setBusy(false);
    }
  };

  const counts = results
    ? BULK_OUTCOMES.map((o) => [o, results.filter((r) => r.outcome === o).length] as const).filter(
        ([, n]) => n > 0,
      )
    : [];

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="md">
      <DialogTitle>{t('appUsers.bulk.title')}</DialogTitle>
      <DialogContent>
        {results ? (
          <Stack spacing={2}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              aria-label={t('appUsers.bulk.summary')}
              sx={{ flexWrap: 'wrap' }}
            >
              {counts.map(([outcome, n]) => (
                <Chip
                  key={outcome}
                  color={outcomeColour[outcome]}
                  label={t(`appUsers.bulk.count.${outcome}`, { n })}
                />
              ))}
            </Stack>
            <Table size="small" aria-label={t('appUsers.bulk.results')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('appUsers.bulk.row')}</TableCell>
                  <TableCell>{t('appUsers.invite.email')}</TableCell>
                  <TableCell>{t('appUsers.bulk.outcome')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {results.map((r) => (
                  <TableRow key={r.row}>
                    <TableCell>{r.row}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{r.email}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={outcomeColour[r.outcome]}
                        label={t(`appUsers.bulk.outcomes.${r.outcome}`)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <DialogContentText>{t('appUsers.bulk.explain')}</DialogContentText>
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                onClick={() => fileInput.current?.click()}
              >
                {t('appUsers.bulk.chooseFile')}
              </Button>
              <input
                ref={fileInput}
                hidden
                type="file"
                accept={EMAIL_LIST_ACCEPT}
                aria-label={t('appUsers.bulk.chooseFile')}
                onChange={(e) => void pick(e.target.files?.[0])}
              />
              {fileName ? <Typography variant="body2">{fileName}</Typography> : null}
            </Stack>
            <TextField
              label={t('appUsers.bulk.emails')}
              helperText={t('appUsers.bulk.emailsHelp', { n: emails.length })}
              multiline
              minRows={5}
              maxRows={12}
              value={text}
              onChange={(e) => setText(e.target.value)}
              fullWidth
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t(results ? 'appUsers.bulk.close' : 'appUsers.cancel')}
        </Button>
        {results ? null : (
          <Button variant="contained" onClick={() => void send()} disabled={busy || emails.length === 0}>
            {t('appUsers.bulk.send', { n: emails.length })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
