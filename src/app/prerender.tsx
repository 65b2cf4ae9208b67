/**
 * The build's renderer of /login (scripts/build/prerender-login.ts loads it in Node; a story runs it
 * in the browser): the real
 * route table, providers, sign-in page and cookie banner, for a visitor who has chosen `language`
 * and, or not yet, their cookies. The browser hydrates this markup (main.tsx), so its first paint
 * waits for no script. Waits for every lazy part (the banner, Arabic or Spanish texts) to be in.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Language } from '../api/contracts/index.ts';
import { serverStyles } from '../design-system/theme/server-styles.ts';
import { consentAtom } from '../features/consent/index.ts';
import { savedLanguageAtom } from '../features/session/index.ts';
import { createAppFrame } from './app-frame.ts';
import { AppRoot } from './app-root.tsx';
import { directionOf } from './i18n.tsx';
import { routes } from './route-table.tsx';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The <style> elements of that markup, for the <head>. */
  styles: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
}

const BASE_URL = '/api';

export async function renderPage(
  path: string,
  visitor: { language: Language; consented: boolean },
): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects: nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const frame = createAppFrame(BASE_URL);
  // As the browser reads them from its cookies (no cookie is written here: there is no document).
  frame.store.set(savedLanguageAtom, visitor.language === 'en' ? null : visitor.language);
  if (visitor.consented) frame.store.set(consentAtom, { productWebsite: false, analytics: false });
  serverStyles.start();
  // A part that fails here would leave the browser to draw it: the build fails instead, naming it.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppRoot baseUrl={BASE_URL} frame={frame} prerendered>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length) throw new AggregateError(errors, `${path} did not render at build time`);
  const html = await new Response(prelude).text();
  return { html, styles: serverStyles.collect(), lang: visitor.language, dir: directionOf(visitor.language) };
}
