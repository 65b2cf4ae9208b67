import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  CmsGuardianPage,
  CmsHome,
  CmsLocalisedText,
} from '../../../api/contracts/hospital-information.ts';
import {
  EmptyState,
  languageOptions,
  PAGE_IMAGE_SIZES,
  responsiveImage,
} from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { CMS_LANGUAGES, directionOf, pickLanguage, type CmsLanguage } from '../languages.ts';
import { SafeHtml } from './safe-html.tsx';

const nameOf = (code: CmsLanguage) => languageOptions([code])[0]?.label ?? code;

/** A localised text in the reader's language, else the organisation's, else English, else any. */
function localised(text: CmsLocalisedText, wanted: CmsLanguage, organisation: CmsLanguage) {
  const language = [wanted, organisation, 'en' as const, ...CMS_LANGUAGES].find((l) => text[l]?.trim());
  return language ? { language, text: text[language] ?? '' } : null;
}

export interface InformationViewProps {
  home: CmsHome;
  pages: readonly CmsGuardianPage[];
  /** The reader's language: each page is shown in it when written in it. */
  language: CmsLanguage;
  organisationLanguage: CmsLanguage;
  /** Prefix of the pages' anchors (two views side by side need different ones). */
  idPrefix?: string;
  /** Beside another view: its name and heading, so that each view's landmarks are told apart. */
  column?: { name: string; headingId: string };
}

/**
 * Hospital information as a guardian reads it: the pages in order, each in the reader's language
 * or, saying so, in the organisation's or English; then contact details and visiting hours. One
 * column of readable width, so it reads as well on a phone as on a desk.
 */
export function InformationView({
  home,
  pages,
  language,
  organisationLanguage,
  idPrefix = 'cms',
  column,
}: InformationViewProps) {
  const t = useT();
  const hours = localised(home.visitingHours, language, organisationLanguage);
  const address = localised(home.contact.address, language, organisationLanguage);
  const { phone, email, website } = home.contact;
  const hasContact = Boolean(phone || email || website || address);
  const shown = pages
    .map((page) => ({ page, pick: pickLanguage(page.content, language, organisationLanguage) }))
    .filter((p) => p.pick !== null);

  if (shown.length === 0 && !hasContact && !hours) {
    return (
      <EmptyState
        title={t('hospitalInformation.guardian.empty')}
        description={t('hospitalInformation.guardian.emptyDescription')}
      />
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: '72ch', mx: 'auto', width: '100%' }}>
      {shown.length > 1 ? (
        <Box
          component="nav"
          aria-label={
            column
              ? `${t('hospitalInformation.guardian.contents')} (${column.name})`
              : t('hospitalInformation.guardian.contents')
          }
        >
          <Stack component="ul" spacing={1} sx={{ m: 0, ps: 2.5 }}>
            {shown.map(({ page, pick }) => (
              <li key={page.pageNumber} lang={pick?.language}>
                <Link href={`#${idPrefix}-page-${page.pageNumber}`}>
                  {pick ? page.content[pick.language]?.title : null}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      {shown.map(({ page, pick }) => {
        if (!pick) return null;
        const text = page.content[pick.language];
        return (
          <Paper
            key={page.pageNumber}
            component="article"
            variant="outlined"
            id={`${idPrefix}-page-${page.pageNumber}`}
            aria-labelledby={`${idPrefix}-title-${page.pageNumber}`}
            sx={{ p: { xs: 2, sm: 3 }, overflow: 'hidden' }}
          >
            {page.coverImage ? (
              <Box
                component="img"
                {...responsiveImage(page.coverImage, PAGE_IMAGE_SIZES)}
                alt=""
                sx={{
                  display: 'block',
                  width: '100%',
                  maxHeight: '40vh',
                  objectFit: 'cover',
                  borderRadius: 1,
                  mb: 2,
                }}
              />
            ) : null}
            <Typography
              component="h2"
              variant="h5"
              id={`${idPrefix}-title-${page.pageNumber}`}
              lang={pick.language}
              dir={directionOf(pick.language)}
              sx={{ mb: 1 }}
            >
              {text?.title}
            </Typography>
            {pick.fallback ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('hospitalInformation.guardian.fallback', {
                  wanted: nameOf(language),
                  shown: nameOf(pick.language),
                })}
              </Typography>
            ) : null}
            <SafeHtml html={text?.html ?? ''} language={pick.language} />
          </Paper>
        );
      })}
      {hasContact || hours ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={[`${idPrefix}-contact`, column?.headingId].filter(Boolean).join(' ')}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography component="h2" variant="h6" id={`${idPrefix}-contact`} sx={{ mb: 1 }}>
            {t('hospitalInformation.guardian.contact')}
          </Typography>
          <Stack spacing={1}>
            {phone ? (
              <Typography>
                {t('hospitalInformation.guardian.phone')}{' '}
                <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phone}
                </Link>
              </Typography>
            ) : null}
            {email ? (
              <Typography>
                {t('hospitalInformation.guardian.email')}{' '}
                <Link href={`mailto:${email}`} dir="ltr">
                  {email}
                </Link>
              </Typography>
            ) : null}
            {website ? (
              <Typography>
                {t('hospitalInformation.guardian.website')}{' '}
                <Link href={website} target="_blank" rel="noopener noreferrer" dir="ltr">
                  {website}
                </Link>
              </Typography>
            ) : null}
            {address ? (
              <Typography
                lang={address.language}
                dir={directionOf(address.language)}
                sx={{ whiteSpace: 'pre-line' }}
              >
                {address.text}
              </Typography>
            ) : null}
          </Stack>
          {hours ? (
            <>
              <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
                {t('hospitalInformation.guardian.visitingHours')}
              </Typography>
              <Typography
                lang={hours.language}
                dir={directionOf(hours.language)}
                sx={{ whiteSpace: 'pre-line' }}
              >
                {hours.text}
              </Typography>
            </>
          ) : null}
        </Paper>
      ) : null}
    </Stack>
  );
}
