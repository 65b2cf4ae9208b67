import {
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_MEDIA_TYPES,
  type IssueStatus,
} from '../../../api/contracts/index.ts';
import type { StatusTone } from '../../../design-system/index.ts';

/** The colour of each status: open asks for attention, in progress is under way, resolved is done. */
export const statusTone: Record<IssueStatus, StatusTone> = {
  open: 'warning',
  in_progress: 'neutral',
  resolved: 'success',
};

/** Why a chosen file cannot be a screenshot (a message id), or null when it can. */
export function screenshotProblem(file: { size: number; type: string }): string | null {
  if (!(SCREENSHOT_MEDIA_TYPES as readonly string[]).includes(file.type))
    return 'issueReports.screenshotWrongType';
  if (file.size > SCREENSHOT_MAX_BYTES) return 'issueReports.screenshotTooLarge';
  return null;
}

/** The file's bytes as base64 (what the API takes in JSON). */
export const readBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/**
 * The portal page the guardian came from. Within the portal the browser's Navigation API knows the
 * previous entry (Chromium); elsewhere a `from` parameter, or else the page that linked here.
 */
export function previousPage(search: URLSearchParams): string {
  const from = search.get('from');
  if (from?.startsWith('/')) return from.slice(0, 500);
  const nav = (
    globalThis as {
      navigation?: { currentEntry?: { index: number }; entries?: () => { url: string | null }[] };
    }
  ).navigation;
  const index = nav?.currentEntry?.index ?? -1;
  const previous = index > 0 ? nav?.entries?.()[index - 1]?.url : null;
  const candidate = previous ?? (typeof document !== 'undefined' ? document.referrer : '');
  if (candidate && URL.canParse(candidate)) {
    const url = new URL(candidate);
    if (url.origin === location.origin) return `${url.pathname}${url.search}`.slice(0, 500);
  }
  return '';
}
