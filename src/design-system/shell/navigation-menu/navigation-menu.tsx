import { lazy, Suspense, type ElementType, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import { InlineNavigation, type InlineLink } from './inline-navigation.tsx';
import { EntryBadge } from './entry-badge.tsx';
import { loadMenus, useMenuButton } from './load-menus.ts';

const PhoneMenu = lazy(() => loadMenus().then((m) => ({ default: m.PhoneMenu })));

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
  /** A count on the small-screen menu button (shown above zero); `label` replaces the button's name. */
  menuBadge?: { count: number; label: string };
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
    menuBadge,
  } = props;
  const text = { ...defaultText, ...props.text };
  const menu = useMenuButton();
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
        aria-label={menuBadge && menuBadge.count > 0 ? menuBadge.label : text.menu}
        aria-haspopup="true"
        {...menu.buttonProps}
      >
        {menuBadge && menuBadge.count > 0 ? (
          <Badge badgeContent={menuBadge.count} max={99} color="warning" overlap="circular">
            <MenuIcon />
          </Badge>
        ) : (
          <MenuIcon />
        )}
      </IconButton>
      {menu.opened ? (
        <Suspense fallback={null}>
          <PhoneMenu
            id={menu.id}
            anchor={menu.anchor}
            onClose={menu.close}
            entries={entries}
            signedIn={signedIn}
            activePath={activePath}
            linkComponent={linkComponent}
            text={text}
            onLogout={onLogout}
            productSiteUrl={productSiteUrl}
            languageSelector={languageSelector}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
