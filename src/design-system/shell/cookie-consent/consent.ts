export interface CookieConsentChoice {
  /** Cookies of the public product website. */
  productWebsite: boolean;
  analytics: boolean;
}

/** Spec §1: the analytics tag manager never starts on a path containing "login", nor without consent. */
export function shouldLoadTagManager(path: string, consent: CookieConsentChoice | null): boolean {
  return Boolean(consent?.analytics) && !path.toLowerCase().includes('login');
}

/** Injects Google Tag Manager's script once; call only after shouldLoadTagManager. */
export function loadTagManager(containerId: string, doc: Document = document): void {
  if (!/^GTM-[A-Z0-9]+$/.test(containerId) || doc.getElementById('lantern-gtm')) return;
  const script = doc.createElement('script');
  script.id = 'lantern-gtm';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  doc.head.appendChild(script);
}
