import { useId, useState, type ElementType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import ListItemIcon from '@mui/material/ListItemIcon';
import { InlineNavigation, type InlineLink } from './inline-navigation.tsx';
import { visuallyHidden } from '@mui/utils';

/** One link of the menu, as the app decides it: the design system knows no roles or features. */
export interface NavigationEntry {
  path: string;
  /** Translated label. */
  label: string;
  /** Decorative icon, shown in the small-screen menu. */
  icon?: ReactNode;
  /** A count beside the label (shown when above zero), with the words a screen reader hears for it. */
  badge?: { count: number; label: string };
}

/** The entry's count: seen as a small pill, heard as its words after the label. */
function EntryBadge({ badge }: { badge: NavigationEntry['badge'] }) {
  if (!badge || badge.count <= 0) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          ml: 1,
          px: 0.75,
          minWidth: 20,
          borderRadius: 5,
          bgcolor: 'warning.main',
          color: 'warning.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {badge.count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` (${badge.label})`}
      </Box>
    </>
  );
}

export interface NavigationMenuText {
  navigation: string;
  menu: string;
  logout: string;
  signIn: string;
  login: string;
  productSite: string;
  /** The button that opens the entries a wide screen has no room for. */
  more: string;
}

const defaultText: NavigationMenuText = {
  navigation: 'Main navigation',
  menu: 'Menu',
  logout: 'Log out',
  signIn: 'Sign in',
  login: 'Login',
  productSite: 'About Lantern',
  more: 'More',
};

export interface NavigationMenuProps {
  /** The entries the app offers this user; empty when signed out. */
  entries: NavigationEntry[];
  signedIn: boolean;
  /** Wide screens show the entries inline; small screens in a dropdown. */
  wide: boolean;
  activePath?: string;
  text?: Partial<NavigationMenuText>;
  /** The router's link (e.g. react-router's Link); a plain anchor by default. */
  linkComponent?: ElementType;
  onLogout?: () => void;
  productSiteUrl?: string;
  /** A language selector shown inside the small-screen menu. */
  languageSelector?: ReactNode;
}

/** The portal's navigation: the entries it is given, a product-site link, sign-in or logout. */
export function NavigationMenu(props: NavigationMenuProps) {
  const {
    entries,
    signedIn,
    wide,
    activePath,
    linkComponent = 'a',
    onLogout,
    productSiteUrl,
    languageSelector,
  } = props;
  const text = { ...defaultText, ...props.text };
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const linkProps = (path: string) => (linkComponent === 'a' ? { href: path } : { to: path });

  if (wide) {
    const links: InlineLink[] = [
      ...entries.map((e) => ({
        key: e.path,
        label: e.label,
        path: e.path,
        extra: <EntryBadge badge={e.badge} />,
      })),
      ...(productSiteUrl ? [{ key: 'product-site', label: text.productSite, href: productSiteUrl }] : []),
    ];
    return (
      <InlineNavigation
        links={links}
        activePath={activePath}
        linkComponent={linkComponent}
        label={text.navigation}
        moreLabel={text.more}
        end={
          signedIn ? (
            <Button
              color="inherit"
              startIcon={
                <LogoutIcon
                  sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
                />
              }
              onClick={onLogout}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {text.logout}
            </Button>
          ) : (
            <Button
              variant="contained"
              color="primary"
              component={linkComponent}
              {...linkProps('/login')}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {text.signIn}
            </Button>
          )
        }
      />
    );
  }

  return (
    <Box component="nav" aria-label={text.navigation}>
      <IconButton
        color="inherit"
        aria-label={text.menu}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {entries.map((e) => (
          <MenuItem
            key={e.path}
            component={linkComponent}
            {...linkProps(e.path)}
            selected={activePath === e.path}
            onClick={close}
          >
            {e.icon ? <ListItemIcon aria-hidden>{e.icon}</ListItemIcon> : null}
            {e.label}
            <EntryBadge badge={e.badge} />
          </MenuItem>
        ))}
        {signedIn ? null : (
          <MenuItem component={linkComponent} {...linkProps('/login')} onClick={close}>
            {text.login}
          </MenuItem>
        )}
        {productSiteUrl ? (
          <MenuItem component="a" href={productSiteUrl} target="_blank" rel="noopener" onClick={close}>
            {text.productSite}
          </MenuItem>
        ) : null}
        {languageSelector
          ? [
              <Divider key="divider" />,
              <Box key="language" sx={{ px: 2, py: 1 }}>
                {languageSelector}
              </Box>,
            ]
          : null}
        {signedIn ? (
          <MenuItem
            onClick={() => {
              close();
              onLogout?.();
            }}
          >
            {text.logout}
          </MenuItem>
        ) : null}
      </Menu>
    </Box>
  );
}
