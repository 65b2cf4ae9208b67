import { Workbox } from 'workbox-window';

/**
 * The service worker (src/sw.ts, built by vite-plugin-pwa): it updates itself (skipWaiting and
 * clientsClaim in the worker); a failed registration leaves the portal as it was, online only.
 */
export function registerServiceWorker(): void {
  new Workbox('/sw.js', { scope: '/' }).register().catch((error: unknown) => {
    console.warn('service worker not registered', error);
  });
}
