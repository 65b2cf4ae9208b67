import { ReasonDialog } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

/** Asks for the reason before a link is revoked; the reason stays with the link. */
export function RevokeDialog({
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <ReasonDialog
      open={open}
      busy={busy}
      title={t('families.revokeTitle')}
      message={t('families.revokeMessage')}
      label={t('families.reason')}
      required
      confirmLabel={t('families.revoke')}
      cancelLabel={t('appUsers.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
