/** The navigation's menus (menus.tsx), loaded once, when a menu button is first reached for. */
export const loadMenus = () => import('./menus.tsx');

/** Starts loading them (a pointer down on a menu button, or its focus) without waiting. */
export const preloadMenus = () => {
  void loadMenus();
};
