import type { ElementType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { EntryBadge } from './entry-badge.tsx';
import type { InlineLink } from './inline-navigation.tsx';
import type { NavigationEntry, NavigationMenuText } from './navigation-menu.tsx';

/**
 * The menus the navigation opens (a small screen's menu, a wide screen's "More"): MUI's menu,
 * popover, modal and focus trap are a fifth of the signed-in frame's code, loaded when a menu is
 * first reached for (load-menus.ts), not with every page.
 */
export function PhoneMenu({
  id,
  anchor,
  onClose: close,
  entries,
  signedIn,
  activePath,
  linkComponent,
  text,
  onLogout,
  productSiteUrl,
  languageSelector,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  entries: NavigationEntry[];
  signedIn: boolean;
  activePath?: string;
  linkComponent: ElementType;
  text: NavigationMenuText;
  onLogout?: () => void;
  productSiteUrl?: string;
  languageSelector?: ReactNode;
}) {
  const linkProps = (path: string) => (linkComponent === 'a' ? { href: path } : { to: path });
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
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
  );
}

/** A wide screen's "More": the links the row has no room for. */
export function MoreMenu({
  id,
  anchor,
  onClose: close,
  links: moved,
  activePath,
  target,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  links: InlineLink[];
  activePath?: string;
  target: (link: InlineLink) => Record<string, unknown>;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
      {moved.map((l) => (
        <MenuItem
          key={l.key}
          {...target(l)}
          selected={Boolean(l.path) && activePath === l.path}
          aria-current={l.path && activePath === l.path ? 'page' : undefined}
          onClick={close}
        >
          {l.label}
          {l.extra}
        </MenuItem>
      ))}
    </Menu>
  );
}
