/**
 * The pages the build rendered ahead (scripts/build/prerender-login.ts): /login for each language
 * and for a visitor who has, or has not yet, answered the cookie banner. The file sent is the one
 * the browser will draw itself from the same cookies (src/features/session/language.ts,
 * src/features/consent/atoms.ts), so that React takes the markup over unchanged; anything else
 * gets index.html, drawn by the script.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../src/api/contracts/constants.ts';

const PRERENDERED = new Set(['/login']);

const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
};

/** The same test as the portal's: an object holding both switches. */
function hasConsented(raw: string | undefined): boolean {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const { productWebsite, analytics } = value as Record<string, unknown>;
    return typeof productWebsite === 'boolean' && typeof analytics === 'boolean';
  } catch {
    return false;
  }
}

/** A function naming the file to send for a portal address, given the folder the build wrote. */
export function prerenderedPages(publicDir: string): (url: string, cookies: string | undefined) => string {
  const present = new Set(
    LANGUAGES.flatMap((l) => [`login.${l}.html`, `login.${l}.consented.html`]).filter((file) =>
      existsSync(path.join(publicDir, file)),
    ),
  );
  return (url, cookies) => {
    const pathname = url.split('?')[0] ?? '/';
    if (!PRERENDERED.has(pathname)) return 'index.html';
    const saved = cookieValue(cookies, 'language');
    const language = LANGUAGES.find((l) => l === saved) ?? 'en';
    const consented = hasConsented(cookieValue(cookies, 'cookie_consent'));
    const file = `${pathname.slice(1)}.${language}${consented ? '.consented' : ''}.html`;
    return present.has(file) ? file : 'index.html';
  };
}
