import { Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { languageOptions, PageHeader } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { sessionAtom, useRole } from '../../session/index.ts';
import { usePreview } from '../api/reads.ts';
import { CMS_LANGUAGES, type CmsLanguage } from '../languages.ts';
import { GuardianInformation } from './guardian-information.tsx';
import { InformationView } from './information-view.tsx';
import { NeedsOrganisation } from './needs-organisation.tsx';
import { ReaderLanguage } from './reader-language.tsx';

type View = 'side-by-side' | CmsLanguage;

/**
 * /hospital-information/preview: the drafts exactly as a guardian of each language will read them,
 * Arabic beside English by default. A guardian opening it reads what is published.
 */
export function PreviewPage() {
  const role = useRole();
  if (role === 'guardian') return <GuardianInformation />;
  return (
    <NeedsOrganisation>
      <AdminPreview />
    </NeedsOrganisation>
  );
}

function AdminPreview() {
  const t = useT();
  const organisationLanguage = useAtomValue(sessionAtom)?.organisation?.language ?? 'en';
  const { data, error, mutate } = usePreview();
  const [view, setView] = useState<View>('side-by-side');
  const names = Object.fromEntries(languageOptions(CMS_LANGUAGES).map((o) => [o.code, o.label]));
  const column = (language: CmsLanguage, beside = false) =>
    data ? (
      <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
        <ReaderLanguage language={language}>
          <InformationView
            home={data}
            pages={data.organisation_cms_content}
            language={language}
            organisationLanguage={organisationLanguage}
            idPrefix={`preview-${language}`}
            column={
              beside
                ? { name: names[language] ?? language, headingId: `preview-heading-${language}` }
                : undefined
            }
          />
        </ReaderLanguage>
      </Suspense>
    ) : null;

  return (
    <>
      <PageHeader
        title={t('hospitalInformation.preview.title')}
        description={t('hospitalInformation.preview.description')}
        actions={
          <Button component={RouterLink} to="/hospital-information">
            {t('hospitalInformation.backToPages')}
          </Button>
        }
      />
      <Tabs
        value={view}
        onChange={(_e, v: View) => setView(v)}
        aria-label={t('hospitalInformation.preview.languages')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value="side-by-side" label={t('hospitalInformation.preview.sideBySide')} />
        {CMS_LANGUAGES.map((l) => (
          <Tab key={l} value={l} label={names[l]} lang={l} />
        ))}
      </Tabs>
      {error ? (
        <LoadError title="hospitalInformation.loadFailed" error={error} onRetry={() => void mutate()} />
      ) : null}
      {!data && !error ? <Loading heights={[160]} gap={2} /> : null}
      {data && view === 'side-by-side' ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {(['en', 'ar'] as const).map((l) => (
            <Box
              component="section"
              key={l}
              aria-labelledby={`preview-heading-${l}`}
              dir={l === 'ar' ? 'rtl' : 'ltr'}
            >
              <Typography component="h2" variant="overline" id={`preview-heading-${l}`} lang={l}>
                {names[l]}
              </Typography>
              {column(l, true)}
            </Box>
          ))}
        </Box>
      ) : null}
      {data && view !== 'side-by-side' ? <Box dir={view === 'ar' ? 'rtl' : 'ltr'}>{column(view)}</Box> : null}
    </>
  );
}
