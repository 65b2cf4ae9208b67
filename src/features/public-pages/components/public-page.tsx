import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useT } from '../../../lib/index.ts';
import { OrganizationJsonLd } from './organization-json-ld.tsx';

/** The public pages, linked from each one's footer (the contact form among them). */
const PUBLIC_LINKS = [
  { to: '/app-privacy', label: 'publicPages.links.appPrivacy' },
  { to: '/trust', label: 'publicPages.links.trust' },
  { to: '/privacy-notice', label: 'publicPages.links.privacyNotice' },
  { to: '/web-privacy', label: 'publicPages.links.webPrivacy' },
  { to: '/contact', label: 'publicPages.links.contact' },
] as const;

/** A public page: readable width, the structured data, and links to the other public pages. */
export function PublicPage({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Box sx={{ maxWidth: 'md' }}>
      <OrganizationJsonLd url={typeof location === 'undefined' ? '' : location.origin} />
      {children}
      <Divider sx={{ my: 4 }} />
      <Box component="nav" aria-label={t('publicPages.links.label')}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          {PUBLIC_LINKS.map((l) => (
            <Link key={l.to} component={RouterLink} to={l.to}>
              {t(l.label)}
            </Link>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
