import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CMS_TITLE_MAX,
  type CmsContentInput,
  type CmsPage,
  type CmsTranslationCheck,
} from '../../../api/contracts/hospital-information.ts';
import { ApiError, useApiClient } from '../../../api/index.ts';
import { ConfirmDialog, languageOptions, useToast } from '../../../design-system/index.ts';
import { Loading, useT } from '../../../lib/index.ts';
import { usePublish, useSaveDraft, useUnpublish, uploadCmsImage } from '../api/writes.ts';
import { CMS_LANGUAGES, directionOf, pageTitle, type CmsLanguage } from '../languages.ts';
import { CoverImageField } from './cover-image-field.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { PageStateChip } from './page-state-chip.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { TranslationCheckDialog } from './translation-check-dialog.tsx';

// TipTap and its toolbar are the largest part of this screen: a chunk of their own, loaded here only.
const CmsEditor = lazy(() => import('../editor/page-editor.tsx'));

type Drafts = Record<CmsLanguage, { title: string; html: string }>;

const draftsOf = (page: CmsPage): Drafts =>
  Object.fromEntries(
    CMS_LANGUAGES.map((l) => [l, { title: page.content[l]?.title ?? '', html: page.content[l]?.html ?? '' }]),
  ) as Drafts;

/** The languages written so far; an emptied language is left out, which removes it from the draft. */
const contentOf = (drafts: Drafts): CmsContentInput =>
  Object.fromEntries(
    CMS_LANGUAGES.filter((l) => drafts[l].title.trim() || drafts[l].html.replace(/<p><\/p>/g, '').trim()).map(
      (l) => [l, { title: drafts[l].title.trim(), html: drafts[l].html }],
    ),
  );

/** Titles and bodies per language, cover image, and the page's save, publish, schedule and history. */
export function EditorForm({
  page,
  back,
  onRestored,
}: {
  page: CmsPage;
  back: ReactNode;
  onRestored: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const client = useApiClient();
  const { trigger: saveDraft, isMutating: saving } = useSaveDraft();
  const { trigger: publish, isMutating: publishing } = usePublish();
  const { trigger: unpublish, isMutating: unpublishing } = useUnpublish();
  const [language, setLanguage] = useState<CmsLanguage>('en');
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(page));
  const [coverImage, setCoverImage] = useState<string | null>(page.coverImage);
  const [dirty, setDirty] = useState(false);
  const [baseUpdatedAt, setBaseUpdatedAt] = useState(page.updatedAt);
  const [problem, setProblem] = useState<string | null>(null);
  const [check, setCheck] = useState<CmsTranslationCheck | null>(null);
  const [dialog, setDialog] = useState<'schedule' | 'history' | 'unpublish' | null>(null);
  const names = Object.fromEntries(languageOptions(CMS_LANGUAGES).map((o) => [o.code, o.label]));
  const busy = saving || publishing || unpublishing;
  const heading = useRef<HTMLHeadingElement>(null);
  const settledAt = useRef({ busy, check, dialog });
  // Publish and Unpublish disable themselves (while the write runs, and Publish once published), and a
  // dialog hands focus back to its opener: to a disabled button, focus drops to <body> and a keyboard
  // user starts again from the top of the page (WCAG 2.4.3). It goes to the page's heading instead.
  useEffect(() => {
    const before = settledAt.current;
    settledAt.current = { busy, check, dialog };
    if (busy || (before.busy === busy && before.check === check && before.dialog === dialog)) return;
    const active = document.activeElement;
    if (active === null || active === document.body) heading.current?.focus();
  }, [busy, check, dialog]);

  const edit = (l: CmsLanguage, change: Partial<Drafts[CmsLanguage]>) => {
    setDrafts((d) => ({ ...d, [l]: { ...d[l], ...change } }));
    setDirty(true);
  };
  /** Says why a write failed; a 409 means something different for each write (`conflictId`). */
  const failed = (e: unknown, conflictId = 'hospitalInformation.conflict') =>
    setProblem(t(e instanceof ApiError && e.status === 409 ? conflictId : 'hospitalInformation.saveFailed'));

  /** Saves the draft if it changed; false when the save failed (the reason is shown). */
  const save = async (): Promise<boolean> => {
    if (!dirty) return true;
    setProblem(null);
    try {
      const saved = await saveDraft({
        pageNumber: page.pageNumber,
        content: contentOf(drafts),
        coverImage,
        expectedUpdatedAt: baseUpdatedAt,
      });
      setBaseUpdatedAt(saved.updatedAt);
      setDirty(false);
      return true;
    } catch (e) {
      failed(e);
      return false;
    }
  };
  const doPublish = async (confirmTranslations: boolean) => {
    if (!(await save())) return;
    try {
      const result = await publish({ pageNumber: page.pageNumber, confirmTranslations });
      if (result.outcome === 'needsConfirmation') {
        setCheck(result.check);
        return;
      }
      setCheck(null);
      setBaseUpdatedAt(result.page.updatedAt);
      toast.success(t('hospitalInformation.published'));
    } catch (e) {
      setCheck(null);
      failed(e, 'hospitalInformation.alreadyPublished');
    }
  };
  const doUnpublish = async () => {
    setDialog(null);
    try {
      await unpublish(page.pageNumber);
      toast.success(t('hospitalInformation.unpublished'));
    } catch (e) {
      failed(e, 'hospitalInformation.notPublished');
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {back}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography ref={heading} tabIndex={-1} component="h1" variant="h5" sx={{ flex: '1 1 auto' }}>
          {pageTitle(page.content) ?? t('hospitalInformation.untitled', { number: page.pageNumber })}
        </Typography>
        <PageStateChip state={page.state} />
        {dirty ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('hospitalInformation.unsaved')}
          </Typography>
        ) : null}
      </Stack>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={busy || !dirty}
          onClick={() => void save().then((ok) => ok && toast.success(t('hospitalInformation.saved')))}
        >
          {t('hospitalInformation.saveDraft')}
        </Button>
        <Button
          variant="contained"
          // Published as it stands: nothing to publish until something changes.
          disabled={busy || (page.state === 'published' && !dirty)}
          onClick={() => void doPublish(false)}
        >
          {t('hospitalInformation.publish')}
        </Button>
        {page.state !== 'draft' ? (
          <Button color="warning" disabled={busy} onClick={() => setDialog('unpublish')}>
            {t('hospitalInformation.unpublish')}
          </Button>
        ) : null}
        <Button onClick={() => setDialog('schedule')}>{t('hospitalInformation.schedule.open')}</Button>
        <Button onClick={() => setDialog('history')}>{t('hospitalInformation.history.open')}</Button>
      </Stack>
      <CoverImageField
        value={coverImage}
        onChange={(url) => {
          setCoverImage(url);
          setDirty(true);
        }}
      />
      <Tabs
        value={language}
        onChange={(_e, l: CmsLanguage) => setLanguage(l)}
        aria-label={t('hospitalInformation.languages')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {CMS_LANGUAGES.map((l) => (
          <Tab
            key={l}
            value={l}
            label={names[l]}
            lang={l}
            id={`cms-tab-${l}`}
            aria-controls="cms-tab-panel"
          />
        ))}
      </Tabs>
      <Stack spacing={2} role="tabpanel" id="cms-tab-panel" aria-labelledby={`cms-tab-${language}`}>
        <TextField
          label={t('hospitalInformation.pageTitle', { language: names[language] ?? language })}
          value={drafts[language].title}
          onChange={(e) => edit(language, { title: e.target.value })}
          slotProps={{ htmlInput: { maxLength: CMS_TITLE_MAX, lang: language, dir: directionOf(language) } }}
          fullWidth
        />
        <Suspense fallback={<Loading heights={[320]} />}>
          <CmsEditor
            key={language}
            language={language}
            initialHtml={drafts[language].html}
            label={t('hospitalInformation.body', { language: names[language] ?? language })}
            onChange={(html) => edit(language, { html })}
            uploadImage={(file) => uploadCmsImage(client, file)}
            onUploadFailed={() => toast.error(t('hospitalInformation.imageFailed'))}
          />
        </Suspense>
      </Stack>
      <TranslationCheckDialog
        check={check}
        busy={publishing}
        onConfirm={() => void doPublish(true)}
        onCancel={() => setCheck(null)}
      />
      {dialog === 'schedule' ? (
        <ScheduleDialog open page={page} beforeSchedule={save} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'history' ? (
        <HistoryDialog
          open
          pageNumber={page.pageNumber}
          onClose={() => setDialog(null)}
          onRestored={() => {
            setDialog(null);
            onRestored();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'unpublish'}
        title={t('hospitalInformation.unpublishTitle')}
        message={t('hospitalInformation.unpublishMessage')}
        confirmLabel={t('hospitalInformation.unpublish')}
        cancelLabel={t('hospitalInformation.cancel')}
        destructive
        onConfirm={() => void doUnpublish()}
        onCancel={() => setDialog(null)}
      />
    </Stack>
  );
}
