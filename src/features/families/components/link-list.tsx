import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FamilyLink } from '../../../api/contracts/index.ts';
import { personDisplayName } from '../../../design-system/index.ts';
import { RelationshipSelect, useDates, useT } from '../../../lib/index.ts';
import type { LinkActions } from './link-actions.ts';
import { ChildLinksNote } from './child-links-note.tsx';
import { LinkAccess } from './link-access.tsx';
import { LinkPerson, LinkStatusChip, limitedText } from './link-person.tsx';

const who = (actor: FamilyLink['approved_by']) =>
  actor ? `${actor.first_name} ${actor.surname}`.trim() : '';

/**
 * Links as a list: the other person of each (`show`), its status, relationship, who made,
 * approved or revoked it and when; with actions, an admin approves, revokes and edits, and manages
 * an active link's access (LinkAccess).
 */
export function LinkList({
  links,
  show,
  actions,
  label,
}: {
  links: FamilyLink[];
  show: 'guardian' | 'patient' | 'both';
  actions?: LinkActions;
  label: string;
}) {
  const t = useT();
  const dates = useDates();
  const formatDate = dates.date;
  return (
    <List dense disablePadding aria-label={label}>
      {links.map((link) => {
        const live = link.status !== 'revoked';
        const prefix = t('appUsers.patientPrefix');
        const name = `${personDisplayName(link.guardian, prefix).text} – ${personDisplayName(link.patient, prefix).text}`;
        const history = [
          t(`families.source.${link.source}`, { date: formatDate(link.created_at) }),
          link.approved_at
            ? link.approved_by
              ? t('families.approvedBy', { name: who(link.approved_by), date: formatDate(link.approved_at) })
              : t('families.approvedOn', { date: formatDate(link.approved_at) })
            : null,
          link.revoked_at
            ? t('families.revokedBy', {
                name: who(link.revoked_by),
                date: formatDate(link.revoked_at),
                reason: link.revoke_reason ?? '',
              })
            : null,
          live ? limitedText(link.limited_from, t, dates) : null,
        ].filter(Boolean);
        return (
          <ListItem key={link.id} disableGutters divider sx={{ display: 'block', py: 1.5 }}>
            <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {show !== 'patient' ? <LinkPerson person={link.guardian} t={t} /> : null}
              {show === 'both' ? <Typography aria-hidden>→</Typography> : null}
              {show !== 'guardian' ? <LinkPerson person={link.patient} t={t} /> : null}
              <LinkStatusChip status={link.status} t={t} />
              {actions && live ? (
                <RelationshipSelect
                  compact
                  value={link.relationship}
                  disabled={actions.busy}
                  onChange={(relationship) => void actions.changeRelationship(link.id, relationship)}
                />
              ) : (
                <Typography variant="body2">{t(`families.relationships.${link.relationship}`)}</Typography>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {history.join(' · ')}
            </Typography>
            {actions && link.status === 'pending' ? <ChildLinksNote linkId={link.id} /> : null}
            {actions && link.status === 'active' ? <LinkAccess link={link} name={name} /> : null}
            {actions && live ? (
              <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                {link.status === 'pending' ? (
                  <Button
                    size="small"
                    variant="contained"
                    disabled={actions.busy}
                    aria-label={t('families.approveNamed', { name })}
                    onClick={() => void actions.approve(link.id)}
                  >
                    {t('families.approve')}
                  </Button>
                ) : null}
                <Button
                  size="small"
                  color="error"
                  disabled={actions.busy}
                  aria-label={t('families.revokeNamed', { name })}
                  onClick={() => actions.askRevoke(link.id)}
                >
                  {t('families.revoke')}
                </Button>
              </Stack>
            ) : null}
          </ListItem>
        );
      })}
    </List>
  );
}
