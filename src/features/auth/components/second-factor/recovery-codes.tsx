import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useT } from '../../../../lib/index.ts';

export interface RecoveryCodesProps {
  codes: readonly string[];
  onConfirmed: () => Promise<void> | void;
  confirmLabel?: string;
}

/** The recovery codes, shown this once: copy them or download them, and say they are saved. */
export function RecoveryCodes({ codes, onConfirmed, confirmLabel }: RecoveryCodesProps) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const asText = `${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard.writeText(asText).catch(() => undefined);
    setCopied(true);
  };
  const download = () => {
    const href = URL.createObjectURL(new Blob([asText], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href, download: 'lantern-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(href);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('auth.recovery.title')}
      </Typography>
      <Alert severity="warning">{t('auth.recovery.once')}</Alert>
      <Box
        component="ol"
        dir="ltr"
        aria-label={t('auth.recovery.title')}
        sx={{ fontFamily: 'monospace', columns: { xs: 1, sm: 2 }, m: 0, ps: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t(copied ? 'auth.recovery.copied' : 'auth.recovery.copy')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {t('auth.recovery.download')}
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />}
        label={t('auth.recovery.saved')}
      />
      <Button
        variant="contained"
        size="large"
        disabled={!saved || busy}
        onClick={() => {
          setBusy(true);
          void Promise.resolve(onConfirmed()).finally(() => setBusy(false));
        }}
      >
        {confirmLabel ?? t('auth.recovery.continue')}
      </Button>
    </Stack>
  );
}
