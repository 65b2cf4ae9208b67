import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { IMAGE_SMALL_WIDTHS, responsiveImage } from '../../format/images.ts';

export interface HeaderProps {
  productName?: string;
  /** The organisation's white logo, shown beside the product's when custom assets are enabled. */
  organisationLogo?: { url: string; name: string } | null;
  languageSelector?: ReactNode;
  menu?: ReactNode;
  /** Where the product logo leads. */
  homeHref?: string;
}

/** A lantern: the product mark. Decorative; the wordmark carries the name. */
function LanternMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.18" />
      <path d="M16 6c-3 4-6 7-6 11a6 6 0 0 0 12 0c0-4-3-7-6-11z" fill="#ffd166" />
    </svg>
  );
}

/** The portal's header (docs/product.md § Roles, routes and access): product logo, organisation white logo, language selector, menu. */
export function Header({
  productName = 'Lantern',
  organisationLogo,
  languageSelector,
  menu,
  homeHref = '/',
}: HeaderProps) {
  return (
    <AppBar position="sticky" color="primary" elevation={0} component="header">
      {/* One line at every width: the menu gives up entries to its More menu rather than wrap. */}
      <Toolbar sx={{ gap: 2, flexWrap: 'nowrap' }}>
        <Box
          component="a"
          href={homeHref}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            flexShrink: 0,
            whiteSpace: 'nowrap',
          }}
        >
          <LanternMark />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {productName}
          </Typography>
        </Box>
        {organisationLogo ? (
          <Box
            component="img"
            // 28 px high and at most 160 px wide: a small size, never the uploaded logo.
            {...responsiveImage(organisationLogo.url, '160px', IMAGE_SMALL_WIDTHS)}
            alt={organisationLogo.name}
            sx={{
              height: 28,
              maxWidth: 160,
              objectFit: 'contain',
              borderInlineStart: 1,
              borderColor: 'primary.contrastText',
              paddingInlineStart: 2,
              flexShrink: 0,
            }}
          />
        ) : null}
        {languageSelector ? <Box sx={{ flexShrink: 0 }}>{languageSelector}</Box> : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flex: '1 1 0', minWidth: 0 }}>{menu}</Box>
      </Toolbar>
    </AppBar>
  );
}
