import { InfoPage } from './info-page.tsx';

/** /app-privacy: how the app uses a family's data, in plain words. */
export function AppPrivacyPage() {
  return (
    <InfoPage
      prefix="privacyPages.appPrivacy"
      sections={['stored', 'notStored', 'who', 'howLong', 'deletion', 'questions']}
    />
  );
}

/** /trust: why families can trust Lantern with their child's information. */
export function TrustPage() {
  return (
    <InfoPage
      prefix="privacyPages.trust"
      sections={['hospital', 'separate', 'security', 'noAds', 'record', 'since']}
    />
  );
}

/** /privacy-notice: the portal's privacy notice. */
export function PrivacyNoticePage() {
  return (
    <InfoPage
      prefix="publicPages.privacyNotice"
      sections={['who', 'what', 'why', 'sharing', 'keeping', 'rights', 'contact']}
    />
  );
}
