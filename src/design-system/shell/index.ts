export {
  NavigationMenu,
  type NavigationEntry,
  type NavigationMenuProps,
  type NavigationMenuText,
} from './navigation-menu/navigation-menu.tsx';
export { Header, type HeaderProps } from './header/header.tsx';
export {
  PrivateLayout,
  SuperAdminBanner,
  type PrivateLayoutProps,
  type SuperAdminBannerProps,
} from './private-layout/private-layout.tsx';
export { ErrorPage, type ErrorPageProps } from './error-boundary/error-page.tsx';
export { ErrorBoundary, type ErrorBoundaryProps, type ErrorContext } from './error-boundary/error-boundary.tsx';
export { ToastProvider, TOAST_DURATION, MAX_TOASTS, loadingToast } from './toasts/toast-provider.tsx';
export { useToast, type Toasts } from './toasts/use-toast.ts';
export {
  LanguageSelector,
  englishArabicOptions,
  languageOptions,
  englishSpanishOptions,
  initialSpanishSelectorValue,
  type LanguageSelectorProps,
  type LanguageOption,
  type LanguageCode,
} from './language-selector/language-selector.tsx';
export { CookieConsent, type CookieConsentProps, type CookieConsentText } from './cookie-consent/cookie-consent.tsx';
export { shouldLoadTagManager, loadTagManager, type CookieConsentChoice } from './cookie-consent/consent.ts';
