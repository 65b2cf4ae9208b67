export { AppPrivacyPage, TrustPage, PrivacyNoticePage } from './components/pages.tsx';
export { WebPrivacyPage } from './components/web-privacy-page.tsx';
export { DeeplinkPage } from './components/deeplink-page.tsx';
export { ContactPage } from './components/contact-page.tsx';
