import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import {
  CMS_SANITISE_CONFIG,
  installCmsHooks,
  isCmsImageSource,
} from '../../../api/contracts/hospital-information-sanitise.ts';
import { PAGE_IMAGE_SIZES, responsiveImage } from '../../../design-system/index.ts';
import { directionOf, type CmsLanguage } from '../languages.ts';

// One purifier with the server's allow-list and hooks: the HTML was sanitised on save, and is
// sanitised again here so that a stored page can never run script in a reader's browser.
const purifier = DOMPurify();
installCmsHooks(purifier);
// After the shared hooks (which drop any image that is not ours): our images get their sizes, so a
// phone downloads the width it shows. Added here, not stored: the widths are the portal's choice.
purifier.addHook('afterSanitizeAttributes', (node) => {
  const src = node.getAttribute('src');
  if (node.nodeName.toLowerCase() !== 'img' || src === null || !isCmsImageSource(src)) return;
  const { srcSet, sizes } = responsiveImage(src, PAGE_IMAGE_SIZES);
  if (srcSet && sizes) {
    node.setAttribute('srcset', srcSet);
    node.setAttribute('sizes', sizes);
  }
  node.setAttribute('loading', 'lazy');
  node.setAttribute('decoding', 'async');
});

/** The same rules as the server's: what the portal renders of a stored page body. */
export const sanitiseCmsHtml = (html: string): string => purifier.sanitize(html, CMS_SANITISE_CONFIG);

/** A page body, sanitised, in its language's direction, with readable tables and images. */
export function SafeHtml({ html, language }: { html: string; language: CmsLanguage }) {
  const clean = useMemo(() => sanitiseCmsHtml(html), [html]);
  return (
    <Box
      lang={language}
      dir={directionOf(language)}
      // Sanitised just above with the shared allow-list.
      dangerouslySetInnerHTML={{ __html: clean }}
      sx={{
        typography: 'body1',
        overflowWrap: 'anywhere',
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', maxWidth: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'start' },
        // The body's headings sit under the page title (itself a heading): one size step below it.
        '& h2': { typography: 'h6', mt: 2, mb: 1 },
        '& h3': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 1 },
        '& h4': { typography: 'subtitle2', mt: 2, mb: 1 },
        '& a': { color: 'primary.main' },
      }}
    />
  );
}
