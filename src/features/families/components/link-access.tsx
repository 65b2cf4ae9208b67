import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { ACCESS_LEVELS, type AccessLevel, type FamilyLink } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { ReasonDialog, StatusChip, useToast } from '../../../design-system/index.ts';
import { useDates, useT } from '../../../lib/index.ts';
import {
  useReviewDecline,
  useSetLinkConfidential,
  useSetLinkLevel,
  useSetReviewDate,
} from '../api/families.ts';
import { AssentReviewDialog, ReviewDateDialog, type DialogProblem } from './link-access-dialogs.tsx';

type Open = 'confidential' | 'review' | 'date' | null;

/**
 * An active link's access as the admin manages it (docs/product.md § The access model): its level,
 * what it sees today and why, confidentiality with its reason, the young person's decline and its
 * review, and the date the link is due for review.
 */
export function LinkAccess({ link, name }: { link: FamilyLink; name: string }) {
  const t = useT();
  const intl = useIntl();
  const dates = useDates();
  const toast = useToast();
  const { trigger: setLevel } = useSetLinkLevel();
  const { trigger: setConfidential } = useSetLinkConfidential();
  const { trigger: review } = useReviewDecline();
  const { trigger: setReviewDate } = useSetReviewDate();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DialogProblem>(null);

  const ask = (which: Open) => {
    setProblem(null);
    setOpen(which);
  };
  /** Runs one call: a toast when done; a refused input stays in its dialog, other failures toast. */
  const run = async (work: () => Promise<unknown>, done: string, refused?: (e: ApiError) => string) => {
    setBusy(true);
    try {
      await work();
      toast.success(t(done));
      setOpen(null);
    } catch (failure) {
      if (refused && failure instanceof ApiError && failure.status === 400) setProblem(refused(failure));
      else
        toast.error(
          t(
            failure instanceof ApiError && failure.code === 'Conflict'
              ? 'families.changedMeanwhile'
              : 'families.failed',
          ),
        );
    } finally {
      setBusy(false);
    }
  };

  const access = link.access;
  const parts = access?.parts.map((p) => t(`familyAccess.parts.${p}`)) ?? [];
  const sees =
    access?.level === 'full'
      ? t('familyAccess.admin.seesAll')
      : t('familyAccess.admin.seesParts', {
          parts: parts.length ? intl.formatList(parts) : t('familyAccess.limited.nothing'),
        });
  const assent = link.assent;
  const declined = assent?.answer === 'declined';
  const day = (value: string) => dates.date(value.length === 10 ? `${value}T12:00:00Z` : value);

  return (
    <Stack spacing={1} sx={{ mt: 1 }} role="group" aria-label={t('familyAccess.admin.group', { name })}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 140 }}
          label={t('familyAccess.admin.level')}
          value={link.access_level}
          disabled={busy}
          onChange={(e) =>
            void run(
              () => setLevel({ id: link.id, level: e.target.value as AccessLevel }),
              'familyAccess.admin.done.level',
            )
          }
        >
          {ACCESS_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {t(`familyAccess.admin.levels.${level}`)}
            </MenuItem>
          ))}
        </TextField>
        {link.confidential_reason ? (
          <StatusChip tone="dark" label={t('familyAccess.admin.confidential')} />
        ) : null}
        <Typography variant="body2">
          {sees}
          {access?.limited_by && access.limited_by !== 'hospital'
            ? ` ${t(`familyAccess.admin.limitedBy.${access.limited_by}`)}`
            : ''}
        </Typography>
      </Stack>
      {link.confidential_reason ? (
        <Typography variant="body2" color="text.secondary">
          {t('familyAccess.admin.confidentialReason', { reason: link.confidential_reason })}
        </Typography>
      ) : null}
      {declined && assent ? (
        <Alert severity={assent.reviewed_at ? 'info' : 'warning'}>
          {t('familyAccess.admin.declined', { date: day(assent.answered_at) })}
          {assent.reason ? ` ${t('familyAccess.admin.declinedReason', { reason: assent.reason })}` : ''}
          {assent.reviewed_at
            ? ` ${t(assent.safeguarding ? 'familyAccess.admin.reviewedSafeguarding' : 'familyAccess.admin.reviewed', { date: day(assent.reviewed_at), reason: assent.review_reason ?? '' })}`
            : ''}
        </Alert>
      ) : null}
      {link.review_on ? (
        <Typography variant="body2" color="text.secondary">
          {t('familyAccess.admin.reviewOn', { date: day(link.review_on) })}
        </Typography>
      ) : null}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {link.confidential_reason ? (
          <Button
            size="small"
            disabled={busy}
            aria-label={t('familyAccess.admin.unmarkNamed', { name })}
            onClick={() =>
              void run(
                () => setConfidential({ id: link.id, confidential: false }),
                'familyAccess.admin.done.visible',
              )
            }
          >
            {t('familyAccess.admin.unmark')}
          </Button>
        ) : (
          <Button
            size="small"
            disabled={busy}
            aria-label={t('familyAccess.admin.markNamed', { name })}
            onClick={() => ask('confidential')}
          >
            {t('familyAccess.admin.mark')}
          </Button>
        )}
        {declined && !assent?.reviewed_at ? (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            aria-label={t('familyAccess.admin.reviewNamed', { name })}
            onClick={() => ask('review')}
          >
            {t('familyAccess.admin.review')}
          </Button>
        ) : null}
        <Button
          size="small"
          disabled={busy}
          aria-label={t('familyAccess.admin.reviewDateNamed', { name })}
          onClick={() => ask('date')}
        >
          {t('familyAccess.admin.reviewDate')}
        </Button>
      </Stack>
      <ReasonDialog
        open={open === 'confidential'}
        busy={busy}
        title={t('familyAccess.admin.markTitle')}
        message={t('familyAccess.admin.markMessage')}
        label={t('families.reason')}
        required
        confirmLabel={t('familyAccess.admin.mark')}
        cancelLabel={t('appUsers.cancel')}
        onConfirm={(reason) =>
          void run(
            () => setConfidential({ id: link.id, confidential: true, reason }),
            'familyAccess.admin.done.confidential',
          )
        }
        onCancel={() => setOpen(null)}
      />
      <AssentReviewDialog
        open={open === 'review'}
        busy={busy}
        problem={problem}
        onConfirm={(body) =>
          void run(
            () => review({ id: link.id, body }),
            'familyAccess.admin.done.review',
            (e) =>
              t(
                e.fields?.[0]?.path === 'safeguarding'
                  ? 'familyAccess.admin.safeguardingNeeded'
                  : 'familyAccess.reasonRequired',
              ),
          )
        }
        onCancel={() => setOpen(null)}
      />
      <ReviewDateDialog
        open={open === 'date'}
        busy={busy}
        problem={problem}
        initial={link.review_on ?? ''}
        onConfirm={(reviewOn) =>
          void run(
            () => setReviewDate({ id: link.id, review_on: reviewOn }),
            'familyAccess.admin.done.reviewDate',
            () => t('familyAccess.reviewDate.invalid'),
          )
        }
        onCancel={() => setOpen(null)}
      />
    </Stack>
  );
}
