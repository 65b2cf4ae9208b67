import { lazy } from 'react';
import { usePublished } from './api/reads.ts';

// The signed-in frame imports this index for the menu's published check on every screen; the
// screens themselves load only when their route opens (and the editor only inside the admin's).
export const HospitalInformationPage = lazy(async () => ({
  default: (await import('./components/hospital-information-page.tsx')).HospitalInformationPage,
}));
export const ConfigurePage = lazy(async () => ({
  default: (await import('./components/configure-page.tsx')).ConfigurePage,
}));
export const PreviewPage = lazy(async () => ({
  default: (await import('./components/preview-page.tsx')).PreviewPage,
}));

/**
 * Whether the organisation has published hospital information guardians can read (the guardian's
 * menu entry shows only then). `enabled` false asks nothing and answers false.
 */
export function useHasPublishedContent(enabled: boolean): boolean {
  const { data } = usePublished(enabled);
  return enabled && (data?.data.length ?? 0) > 0;
}
