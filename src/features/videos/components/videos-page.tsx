import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { useAtomValue } from 'jotai';
import { AreaPicker } from '../../areas/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { ConfigureVideoDialog } from './configure-video-dialog.tsx';
import { videoColumns } from './video-columns.tsx';
import UploadIcon from '@mui/icons-material/Upload';
import type { GridRowId } from '@mui/x-data-grid';
import type { OrganisationVideo } from '../../../api/contracts/index.ts';
import { ConfirmDialog, PageHeader, useToast } from '../../../design-system/index.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import { useDeleteVideos, useRefreshVideos, useSetVideoAreas, useVideoPage } from '../api/videos.ts';
import { useCaptionTracks } from '../api/captions.ts';
import { useRestoreUploads, useVideoUploads } from '../upload/use-video-uploads.ts';
import { AreaVideos } from './area-videos.tsx';
import { UploadFlow } from './upload-flow.tsx';
import { CaptionEditor } from './caption-editor.tsx';
import { CaptionsPolicySwitch } from './captions-policy-switch.tsx';
import { VideoCaptionTracks } from './video-caption-tracks.tsx';
import { tableData, useDates, useListParams, useT, useTableLabels } from '../../../lib/index.ts';

/** Spec §2: the library's list filters, and the content tabs (each a value of /videos/[type]). */
export const VIDEO_FILTERS = ['uploaded', 'drafts'] as const;
export const CONTENT_TABS = ['content', 'uploaded-videos', 'subscribed-videos'] as const;
const TYPES = [...VIDEO_FILTERS, 'content', 'subscribed-videos'];
const tabOf = (type: string) =>
  type === 'content' || type === 'subscribed-videos' ? type : 'uploaded-videos';

/** /videos/[type]: the organisation's videos (uploaded, or drafts), the upload flow and playback. */
export function VideosPage() {
  const t = useT();
  const tableLabels = useTableLabels();
  const { type = 'uploaded' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { query, setQuery } = useListParams();
  useRestoreUploads();
  const { uploads, add, pause, resume, cancel } = useVideoUploads();
  const refreshVideos = useRefreshVideos();
  const { trigger: deleteVideos } = useDeleteVideos();
  const { trigger: setVideoAreas } = useSetVideoAreas();
  const [showUpload, setShowUpload] = useState(false);
  const [playing, setPlaying] = useState<OrganisationVideo | null>(null);
  const { data: captionTracks } = useCaptionTracks(
    playing?.host === 'local' && playing.caption_languages.length ? playing.id : null,
  );
  const [editing, setEditing] = useState<OrganisationVideo | null>(null);
  const [captioning, setCaptioning] = useState<OrganisationVideo | null>(null);
  const [assigning, setAssigning] = useState<{ id: string; name: string }[] | null>(null);
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id ?? null;
  const [selected, setSelected] = useState<GridRowId[]>([]);
  const [deleting, setDeleting] = useState(false);
  const [configured, setConfigured] = useState<Set<string>>(new Set());
  const drafts = type === 'drafts';
  const page = useVideoPage({
    page: query.page,
    size: query.limit,
    keyword: query.keyword,
    published: drafts ? false : undefined,
  });
  const { mutate } = page;
  const visibleUploads = uploads.filter((u) => !configured.has(u.video_id));
  // A new upload, or one finishing, changes the library: read it again.
  const started = uploads.length;
  const finished = uploads.filter((u) => u.state === 'done').length;
  useEffect(() => {
    if (started || finished) void refreshVideos();
  }, [started, finished, refreshVideos]);
  const dates = useDates();
  const columns = useMemo(
    () => videoColumns(t, dates, { play: setPlaying, edit: setEditing, captions: setCaptioning }),
    [t, dates],
  );
  const closeEditing = useCallback(() => setEditing(null), []);
  if (!TYPES.includes(type)) return <Navigate to="/videos/uploaded" replace />;
  const tab = tabOf(type);

  const removeSelected = async () => {
    try {
      await deleteVideos(selected.map(String));
      toast.success(t('videos.deleted', { n: selected.length }));
      setSelected([]);
    } catch {
      toast.error(t('videos.deleteFailed'));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('videos.title')}
        description={t('videos.description')}
        actions={
          <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setShowUpload(true)}>
            {t('videos.upload.open')}
          </Button>
        }
      />
      {showUpload || visibleUploads.length ? (
        <UploadFlow
          uploads={visibleUploads}
          onFiles={async (files) => {
            for (const file of files) await add(file, file.name.replace(/\.[^.]+$/, ''));
          }}
          onPause={(id) => void pause(id)}
          onResume={(id) => void resume(id)}
          onCancel={(id) => void cancel(id)}
          onConfigured={(id) => {
            setConfigured((s) => new Set(s).add(id));
            void mutate();
          }}
        />
      ) : null}
      <Tabs
        value={tab}
        onChange={(_e, next: string) =>
          void navigate(`/videos/${next === 'uploaded-videos' ? 'uploaded' : next}`)
        }
        aria-label={t('videos.contentTabs')}
        sx={{ mb: 2 }}
      >
        {CONTENT_TABS.map((key) => (
          <Tab key={key} value={key} label={t(`videos.tabs.${key}`)} />
        ))}
      </Tabs>
      {tab === 'content' ? <AreaVideos view="content" /> : null}
      {tab === 'subscribed-videos' ? <AreaVideos view="subscribed" /> : null}
      {tab === 'uploaded-videos' ? (
        <>
          <CaptionsPolicySwitch />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={type}
            onChange={(_e, next: string | null) => next && void navigate(`/videos/${next}`)}
            aria-label={t('videos.filters')}
            sx={{ mb: 2 }}
          >
            {VIDEO_FILTERS.map((filter) => (
              <ToggleButton key={filter} value={filter}>
                {t(`videos.tabs.${filter}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <DataTable<OrganisationVideo>
            label={t(drafts ? 'videos.tabs.drafts' : 'videos.tabs.uploaded')}
            columns={columns}
            {...tableData(page, t)}
            query={query}
            onQueryChange={setQuery}
            selectedIds={selected}
            onSelectionChange={setSelected}
            bulkActions={
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => setAssigning([])}>
                  {t('videos.assignAreas')}
                </Button>
                <Button color="error" size="small" onClick={() => setDeleting(true)}>
                  {t('videos.deleteSelected')}
                </Button>
              </Stack>
            }
            labels={tableLabels({
              search: t('videos.search'),
              emptyTitle: t(drafts ? 'videos.emptyDrafts' : 'videos.empty'),
              errorTitle: t('videos.loadFailed'),
            })}
          />
        </>
      ) : null}
      <Dialog open={playing !== null} onClose={() => setPlaying(null)} maxWidth="md" fullWidth>
        <DialogTitle>{playing?.title}</DialogTitle>
        <DialogContent>
          {playing?.playback_url && playing.host === 'vimeo' ? (
            <iframe
              src={playing.playback_url}
              title={playing.title}
              allow="autoplay; fullscreen"
              style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
            />
          ) : playing?.playback_url ? (
            <video
              src={playing.playback_url}
              controls
              autoPlay={false}
              style={{ width: '100%' }}
              aria-label={playing.title}
              poster={playing.thumbnail_url ?? undefined}
            >
              <VideoCaptionTracks tracks={captionTracks} />
            </video>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPlaying(null)}>{t('videos.close')}</Button>
        </DialogActions>
      </Dialog>
      <ConfigureVideoDialog
        video={
          editing && {
            video_id: editing.id,
            title: editing.title,
            published: editing.published,
            areas: editing.areas,
          }
        }
        onClose={closeEditing}
      />
      <CaptionEditor video={captioning} onClose={() => setCaptioning(null)} />
      <Dialog open={assigning !== null} onClose={() => setAssigning(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{t('videos.assignTitle', { n: selected.length })}</DialogTitle>
        <DialogContent>
          <AreaPicker
            organisationId={organisationId}
            value={assigning ?? []}
            onChange={setAssigning}
            label={t('videos.configure.areas')}
            helperText={t('videos.assignHint')}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAssigning(null)}>{t('appUsers.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() =>
              void setVideoAreas({
                videoIds: selected.map(String),
                areaIds: (assigning ?? []).map((a) => a.id),
              }).then(
                () => {
                  toast.success(t('videos.assigned', { n: selected.length }));
                  setAssigning(null);
                },
                () => toast.error(t('videos.configure.failed')),
              )
            }
          >
            {t('videos.configure.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        destructive
        title={t('videos.deleteTitle', { n: selected.length })}
        message={t('videos.deleteMessage')}
        confirmLabel={t('videos.delete')}
        cancelLabel={t('appUsers.cancel')}
        onConfirm={() => void removeSelected()}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}
