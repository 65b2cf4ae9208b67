import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link/skip-link.tsx';

export interface PrivateLayoutProps {
  header: ReactNode;
  /** Dark banner: the user's role label and organisation name. */
  banner?: { role: string; organisation?: string | null } | null;
  /** Shown above everything when a super admin has selected an organisation. */
  superAdminBanner?: ReactNode;
  title?: string;
  description?: string;
  /** The skip link's text (translated by the app). */
  skipLinkLabel?: string;
  children: ReactNode;
}

/** The signed-in page frame (docs/product.md § Roles, routes and access): header, optional dark banner, optional title and description. */
export function PrivateLayout({
  header,
  banner,
  superAdminBanner,
  title,
  description,
  skipLinkLabel,
  children,
}: PrivateLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <SkipLink label={skipLinkLabel} />
      {superAdminBanner}
      {header}
      {banner ? (
        <Box sx={{ bgcolor: 'surface.banner', color: 'surface.onBanner', px: { xs: 2, md: 4 }, py: 1.5 }}>
          <Typography variant="body2" component="p">
            <Box component="span" sx={{ fontWeight: 700 }}>
              {banner.role}
            </Box>
            {banner.organisation ? (
              <>
                {' · '}
                <bdi>{banner.organisation}</bdi>
              </>
            ) : null}
          </Typography>
        </Box>
      ) : null}
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="xl"
        sx={{ flexGrow: 1, py: { xs: 2, md: 3 } }}
      >
        {title ? (
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
        ) : null}
        {description ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {description}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}

export interface SuperAdminBannerProps {
  organisationName: string;
  onUnselect: () => void;
  text?: { greeting?: string; active?: (name: string) => string; unselect?: string };
}

/** Spec §2: 'Hey Super Admin', 'Active organisation: {name}', and an Unselect link. */
export function SuperAdminBanner({ organisationName, onUnselect, text }: SuperAdminBannerProps) {
  const active = text?.active ?? ((name: string) => `Active organisation: ${name}`);
  return (
    <Box
      role="region"
      aria-label={text?.greeting ?? 'Hey Super Admin'}
      sx={{
        bgcolor: 'warning.light',
        color: 'text.primary',
        px: { xs: 2, md: 4 },
        py: 1,
        display: 'flex',
        gap: 2,
        flexWrap: 'wrap',
        alignItems: 'center',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {text?.greeting ?? 'Hey Super Admin'}
      </Typography>
      <Typography variant="body2">{active(organisationName)}</Typography>
      <Link
        component="button"
        variant="body2"
        onClick={onUnselect}
        sx={{ color: 'text.primary', fontWeight: 700 }}
      >
        {text?.unselect ?? 'Unselect'}
      </Link>
    </Box>
  );
}
