import { useId, useState, type MouseEvent } from 'react';

/** The navigation's menus (menus.tsx), loaded once, when a menu button is first reached for. */
export const loadMenus = () => import('./menus.tsx');

const preloadMenus = () => {
  void loadMenus();
};

/**
 * A button that opens one of those menus: the menu's code starts loading as a pointer goes down
 * on the button or focus reaches it, and the menu stays mounted from its first opening on (so that
 * it closes with its transition like any menu). `opened` says whether to render it yet.
 */
export function useMenuButton() {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    id,
    anchor,
    opened,
    close: () => setAnchor(null),
    buttonProps: {
      'aria-controls': anchor ? id : undefined,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      onPointerDown: preloadMenus,
      onFocus: preloadMenus,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setOpened(true);
        setAnchor(event.currentTarget);
      },
    },
  };
}
