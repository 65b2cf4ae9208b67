import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { personDisplayName } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useChildLinks } from '../api/families.ts';

/** Before approving a link: the child's other guardians, and a warning when there are already two. */
export function ChildLinksNote({ linkId }: { linkId: string }) {
  const t = useT();
  const intl = useIntl();
  const { data } = useChildLinks(linkId);
  if (!data) return null;
  if (data.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('familyAccess.childLinks.none')}
      </Typography>
    );
  const names = intl.formatList(
    data.data.map(
      (l) =>
        `${personDisplayName(l.guardian, t('appUsers.patientPrefix')).text} (${t(`families.relationships.${l.relationship}`)})`,
    ),
  );
  return data.warning ? (
    <Alert severity="warning">
      {t('familyAccess.childLinks.warning', { count: data.data.length, names })}
    </Alert>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {t('familyAccess.childLinks.existing', { names })}
    </Typography>
  );
}
