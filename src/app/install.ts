import { BASE_COLOURS, readableBrandColour } from '../api/contracts/colour.ts';
import type { Organisation } from '../api/contracts/index.ts';

const DEFAULT_MANIFEST = '/manifest.webmanifest';

/**
 * Installing the portal (docs/product.md § Installing the app): with a signed-in organisation the page
 * names that organisation's manifest (its name, colour and logo) and its theme colour; signed out, Lantern's.
 */
export function showOrganisationManifest(organisation: Organisation | null | undefined): void {
  if (typeof document === 'undefined') return;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const theme = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const href = organisation
    ? `/api/organisations/${encodeURIComponent(organisation.url_code)}/manifest`
    : DEFAULT_MANIFEST;
  if (manifest && manifest.getAttribute('href') !== href) manifest.setAttribute('href', href);
  theme?.setAttribute(
    'content',
    organisation ? readableBrandColour(organisation.brand_color).main : BASE_COLOURS.brand,
  );
}

/**
 * Registers the service worker after the first paint, in a production build only: its code (workbox-window)
 * is a chunk of its own, so the first load carries only this call.
 */
export function registerServiceWorkerLater(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => void import('./service-worker.ts').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', () => setTimeout(register, 0), { once: true });
}
