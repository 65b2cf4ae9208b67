export { NavigationMenu, type NavigationEntry } from './navigation-menu/navigation-menu.tsx';
export { Header } from './header/header.tsx';
export { PrivateLayout, SuperAdminBanner } from './private-layout/private-layout.tsx';
export { ErrorPage } from './error-boundary/error-page.tsx';
export {
  ErrorBoundary,
  type ErrorBoundaryProps,
  type ErrorContext,
} from './error-boundary/error-boundary.tsx';
export { ToastProvider } from './toasts/toast-provider.tsx';
export { useToast } from './toasts/use-toast.ts';
export {
  LanguageSelector,
  englishArabicOptions,
  languageOptions,
  englishSpanishOptions,
  initialSpanishSelectorValue,
  publicLanguageOptions,
} from './language-selector/language-selector.tsx';
export { CookieConsent } from './cookie-consent/cookie-consent.tsx';
export { shouldLoadTagManager, loadTagManager } from './cookie-consent/consent.ts';
export { SkipLink } from './skip-link/skip-link.tsx';
