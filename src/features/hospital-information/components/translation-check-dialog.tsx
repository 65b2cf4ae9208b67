import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { CmsTranslationCheck } from '../../../api/contracts/hospital-information.ts';
import { ConfirmDialog, languageOptions } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

/**
 * Before publishing: the languages with no text, and those last edited before the last English edit
 * (their translation may say something older). Publishing anyway is the admin's choice.
 */
export function TranslationCheckDialog({
  check,
  busy,
  onConfirm,
  onCancel,
}: {
  check: CmsTranslationCheck | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const name = (code: CmsTranslationCheck['missing'][number]) => languageOptions([code])[0]?.label ?? code;
  return (
    <ConfirmDialog
      open={check !== null}
      title={t('hospitalInformation.check.title')}
      busy={busy}
      busyLabel={t('hospitalInformation.publishing')}
      confirmLabel={t('hospitalInformation.check.publishAnyway')}
      cancelLabel={t('hospitalInformation.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        <>
          {check && check.missing.length > 0 ? (
            <>
              <Typography>{t('hospitalInformation.check.missing')}</Typography>
              <List dense aria-label={t('hospitalInformation.check.missing')}>
                {check.missing.map((l) => (
                  <ListItem key={l} lang={l}>
                    {name(l)}
                  </ListItem>
                ))}
              </List>
            </>
          ) : null}
          {check && check.outdated.length > 0 ? (
            <>
              <Typography>{t('hospitalInformation.check.outdated')}</Typography>
              <List dense aria-label={t('hospitalInformation.check.outdated')}>
                {check.outdated.map((l) => (
                  <ListItem key={l} lang={l}>
                    {name(l)}
                  </ListItem>
                ))}
              </List>
            </>
          ) : null}
          <Typography>{t('hospitalInformation.check.question')}</Typography>
        </>
      }
    />
  );
}
