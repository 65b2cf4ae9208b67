import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { CmsPage } from '../../../api/contracts/hospital-information.ts';
import { ConfirmDialog, EmptyState, PageHeader, useToast } from '../../../design-system/index.ts';
import { LoadError, Loading, useDates, useT } from '../../../lib/index.ts';
import { useLatestPages } from '../api/reads.ts';
import { useDeletePage, useOrderPages } from '../api/writes.ts';
import { pageTitle } from '../languages.ts';
import { NewPageDialog } from './new-page-dialog.tsx';
import { PageStateChip } from './page-state-chip.tsx';

/** /hospital-information for admins: the pages in guardians' order, with their state. */
export function AdminPages() {
  const t = useT();
  const dates = useDates();
  const toast = useToast();
  const navigate = useNavigate();
  const { data, error, mutate } = useLatestPages();
  const { trigger: deletePage, isMutating: deleteBusy } = useDeletePage();
  const { trigger: orderPages, isMutating: ordering } = useOrderPages();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CmsPage | null>(null);
  const pages = data ? [...data.data].sort((a, b) => a.order - b.order) : undefined;
  const titleOf = (page: CmsPage) =>
    pageTitle(page.content) ?? t('hospitalInformation.untitled', { number: page.pageNumber });

  const move = async (index: number, by: -1 | 1) => {
    if (!pages) return;
    const next = pages.map((p) => p.pageNumber);
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    try {
      await orderPages({ pageNumbers: next });
    } catch {
      toast.error(t('hospitalInformation.saveFailed'));
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await deletePage(deleting.pageNumber);
      toast.success(t('hospitalInformation.deleted', { title: titleOf(deleting) }));
    } catch {
      toast.error(t('hospitalInformation.saveFailed'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t('hospitalInformation.title')}
        description={t('hospitalInformation.description')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/hospital-information/configure">
              {t('hospitalInformation.configure.open')}
            </Button>
            <Button component={RouterLink} to="/hospital-information/preview">
              {t('hospitalInformation.preview.open')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('hospitalInformation.create')}
            </Button>
          </Stack>
        }
      />
      {error ? (
        <LoadError title="hospitalInformation.loadFailed" error={error} onRetry={() => void mutate()} />
      ) : null}
      {!data && !error ? <Loading heights={[72, 72]} /> : null}
      {pages?.length === 0 ? (
        <EmptyState
          title={t('hospitalInformation.empty')}
          description={t('hospitalInformation.emptyDescription')}
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('hospitalInformation.create')}
            </Button>
          }
        />
      ) : null}
      {pages && pages.length > 0 ? (
        <Paper variant="outlined">
          <List aria-label={t('hospitalInformation.pagesLabel')} disablePadding>
            {pages.map((page, index) => (
              <ListItem
                key={page.pageNumber}
                divider={index < pages.length - 1}
                sx={{ flexWrap: 'wrap', gap: 1 }}
              >
                <Stack sx={{ flex: '1 1 16rem', minWidth: 0 }} spacing={0.5}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {titleOf(page)}
                  </Typography>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    <PageStateChip state={page.state} />
                    {page.visible ? null : (
                      <Typography variant="body2" color="text.secondary">
                        {t('hospitalInformation.hidden')}
                      </Typography>
                    )}
                    {page.scheduledPublishAt ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('hospitalInformation.schedule.publishesAt', {
                          when: dates.dateTime(page.scheduledPublishAt),
                        })}
                      </Typography>
                    ) : null}
                    {page.scheduledUnpublishAt ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('hospitalInformation.schedule.unpublishesAt', {
                          when: dates.dateTime(page.scheduledUnpublishAt),
                        })}
                      </Typography>
                    ) : null}
                  </Stack>
                </Stack>
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={t('hospitalInformation.moveUp', { title: titleOf(page) })}>
                    <span>
                      <IconButton
                        aria-label={t('hospitalInformation.moveUp', { title: titleOf(page) })}
                        disabled={index === 0 || ordering}
                        onClick={() => void move(index, -1)}
                      >
                        <ArrowUpwardIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t('hospitalInformation.moveDown', { title: titleOf(page) })}>
                    <span>
                      <IconButton
                        aria-label={t('hospitalInformation.moveDown', { title: titleOf(page) })}
                        disabled={index === pages.length - 1 || ordering}
                        onClick={() => void move(index, 1)}
                      >
                        <ArrowDownwardIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Button
                    startIcon={<EditIcon />}
                    aria-label={t('hospitalInformation.editPage', { title: titleOf(page) })}
                    onClick={() => void navigate(`?page=${page.pageNumber}`)}
                  >
                    {t('hospitalInformation.edit')}
                  </Button>
                  <IconButton
                    color="error"
                    aria-label={t('hospitalInformation.deletePage', { title: titleOf(page) })}
                    onClick={() => setDeleting(page)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
      <NewPageDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(pageNumber) => {
          setCreating(false);
          void navigate(`?page=${pageNumber}`);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        busy={deleteBusy}
        title={t('hospitalInformation.deleteTitle', { title: deleting ? titleOf(deleting) : '' })}
        message={t('hospitalInformation.deleteMessage')}
        confirmLabel={t('hospitalInformation.delete')}
        cancelLabel={t('hospitalInformation.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
