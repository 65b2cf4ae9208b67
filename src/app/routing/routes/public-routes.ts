import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { Access, AppRoute } from '../route-types.ts';
import { auth, feedback, guardian, pages, publicPages, screen, signIn } from './screens.ts';

const PUBLIC: Access = { public: true };

/** The sign-in pages and what anyone may read without a session. */
export const authRoutes: readonly AppRoute[] = [
  { path: '/login', layout: 'auth', screen: screen(signIn, (m) => m.SignInPage), access: PUBLIC },
  { path: '/register', layout: 'auth', screen: screen(auth, (m) => m.RegisterPage), access: PUBLIC },
  { path: '/signup', layout: 'auth', screen: screen(auth, (m) => m.RegisterPage), access: PUBLIC },
  { path: '/auth/activate', layout: 'auth', screen: screen(auth, (m) => m.ActivatePage), access: PUBLIC },
  {
    path: '/auth/forgot-password',
    layout: 'auth',
    screen: screen(auth, (m) => m.ForgotPasswordPage),
    access: PUBLIC,
  },
  {
    path: '/auth/reset-password',
    layout: 'auth',
    screen: screen(auth, (m) => m.ResetPasswordPage),
    access: PUBLIC,
  },
  {
    path: '/auth/linkedin',
    layout: 'auth',
    screen: screen(auth, (m) => m.LinkedinCallbackPage),
    access: PUBLIC,
  },
  // The rest of /auth is public too (the spec's prefix): an unknown page there is not found.
  { path: '/auth/*', layout: 'auth', screen: screen(pages, (m) => m.NotFoundPage), access: PUBLIC },
  { path: '/logout', layout: 'bare', screen: screen(pages, (m) => m.LogoutPage), access: PUBLIC },
];

/** Public pages shown in the portal's frame (guardians find two of them in their menu). */
export const publicPortalRoutes: readonly AppRoute[] = [
  {
    path: '/app-privacy',
    layout: 'app',
    screen: screen(publicPages, (m) => m.AppPrivacyPage),
    access: PUBLIC,
    menu: { label: 'nav.items.appPrivacy', icon: PrivacyTipIcon, order: 50, offer: [guardian] },
  },
  {
    path: '/trust',
    layout: 'app',
    screen: screen(publicPages, (m) => m.TrustPage),
    access: PUBLIC,
    menu: { label: 'nav.items.trust', icon: VerifiedUserIcon, order: 60, offer: [guardian] },
  },
  {
    path: '/privacy-notice',
    layout: 'app',
    screen: screen(publicPages, (m) => m.PrivacyNoticePage),
    access: PUBLIC,
  },
  {
    path: '/web-privacy',
    layout: 'app',
    screen: screen(publicPages, (m) => m.WebPrivacyPage),
    access: PUBLIC,
  },
  { path: '/deeplink', layout: 'app', screen: screen(publicPages, (m) => m.DeeplinkPage), access: PUBLIC },
  // A deep link may carry its target as the path after /deeplink (/deeplink/auth/activate?token=…).
  { path: '/deeplink/*', layout: 'app', screen: screen(publicPages, (m) => m.DeeplinkPage), access: PUBLIC },
  // The public contact form (a product decision: the spec names no address for it); it mails the product team.
  { path: '/contact', layout: 'app', screen: screen(publicPages, (m) => m.ContactPage), access: PUBLIC },
  // The e-mailed feedback link.
  { path: '/feedback', layout: 'auth', screen: screen(feedback, (m) => m.FeedbackPage), access: PUBLIC },
];
