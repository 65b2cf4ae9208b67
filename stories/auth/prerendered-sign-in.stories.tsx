import { StrictMode, useEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import type { Language } from '../../src/api/contracts/index.ts';
import { AppRoot } from '../../src/app/app-root.tsx';
import { loadMatchedRoutes } from '../../src/app/hydration.ts';
import { renderPage } from '../../src/app/prerender.tsx';
import { routes } from '../../src/app/route-table.tsx';
import { authHandlers } from '../mocks/handlers.ts';
import { answer } from '../mocks/endpoint.ts';
import { authEndpoints } from '../../src/api/contracts/index.ts';
import Cookies from 'js-cookie';

/**
 * /login as a phone first receives it: the markup the build renders (src/app/prerender.tsx, the
 * real route table, providers and cookie banner), put into the page, then taken over by React as
 * main.tsx does. The frame records whether React kept the markup's own form element and any
 * error it reported while hydrating.
 */
function PrerenderedSignIn({ html }: { html: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let root: Root | undefined;
    let live = true;
    void (async () => {
      element.innerHTML = html;
      element.dataset.state = 'prerendered';
      const form = element.querySelector('form');
      await loadMatchedRoutes(routes, '/login');
      if (!live) return;
      const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
      const errors: string[] = [];
      root = hydrateRoot(
        element,
        <StrictMode>
          <AppRoot baseUrl="/api" prerendered>
            <RouterProvider router={router} />
          </AppRoot>
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(String(error)) },
      );
      // After React's first commit: the markup's form is still the one on screen, or it was replaced.
      requestAnimationFrame(() =>
        setTimeout(() => {
          element.dataset.state = 'hydrated';
          element.dataset.sameForm = String(form !== null && element.querySelector('form') === form);
          element.dataset.errors = errors.join(' | ');
        }, 0),
      );
    })();
    return () => {
      live = false;
      queueMicrotask(() => root?.unmount());
    };
  }, [html]);
  return <div ref={container} data-testid="prerendered" />;
}

const meta = preview.meta({
  title: 'Screens/Auth/Sign in (prerendered)',
  component: PrerenderedSignIn,
  args: { html: '' },
  // Rendered before the story mounts: React's server and client renderers share context objects in
  // one page, so the markup must be done before Storybook's own root renders.
  loaders: [
    async ({ parameters }) => {
      const visitor = parameters.visitor as { language?: Language; consented?: boolean } | undefined;
      const page = await renderPage('/login', {
        language: visitor?.language ?? 'en',
        consented: visitor?.consented ?? false,
      });
      // React's server renderer leaves the last context values it pushed in place (on a server no
      // client reads them); one more, empty render starts from none and so puts them all back.
      await prerender(<span />);
      return { html: page.html };
    },
  ],
  render: (_args, { loaded }) => <PrerenderedSignIn html={(loaded as { html: string }).html} />,
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    // A visitor: no session to restore behind the page.
    msw.use(
      authHandlers.noProviders,
      answer(authEndpoints.refresh, () =>
        HttpResponse.json({ status: 401, code: 'Unauthorized', message: 'No session' }, { status: 401 }),
      ),
    );
  },
});

const hydrated = async (canvasElement: HTMLElement) => {
  const frame = within(canvasElement).getByTestId('prerendered');
  await waitFor(() => expect(frame.dataset.state).toBe('hydrated'), { timeout: 10_000 });
  await expect(frame.dataset.errors).toBe('');
  await expect(frame.dataset.sameForm).toBe('true');
  // The form answers once React runs the page, not at its first commit: until then its button is
  // disabled, and a click on a loaded machine could land before (as a person's tap could).
  await waitFor(() => expect(frame.querySelector('button[type="submit"]')).toBeEnabled(), {
    timeout: 10_000,
  });
  return within(frame);
};

/** The form the HTML brings works once hydrated: the banner closes, a refused password is said. */
export const FirstVisit = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.signInIncorrect),
  play: async ({ canvasElement, userEvent }) => {
    const page = await hydrated(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(page.queryByRole('button', { name: 'Accept all' })).toBeNull());
    await userEvent.type(page.getByLabelText(/e-mail address/i), 'admin@stmarys.test');
    await userEvent.type(page.getByLabelText(/password/i), 'Not-the-password-1!');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    // The answer crosses the mock service worker: as patient as the hydration above on a busy machine.
    await expect(await page.findByRole('alert', undefined, { timeout: 10_000 })).toHaveTextContent(
      'The e-mail address or password is incorrect.',
    );
  },
});

/** A visitor who answered the banner before: no banner in the markup, none after. */
export const Consented = meta.story({
  parameters: { visitor: { consented: true } },
  // The choice the banner made earlier, as the browser brings it back (every story starts without it).
  beforeEach: () => {
    Cookies.set('cookie_consent', JSON.stringify({ productWebsite: false, analytics: false }));
    return () => Cookies.remove('cookie_consent');
  },
  play: async ({ canvasElement }) => {
    const page = await hydrated(canvasElement);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Accept all' })).toBeNull();
  },
});

/** Arabic, right to left, from the first paint: the checks of an empty form in Arabic. */
export const Arabic = meta.story({
  parameters: { visitor: { language: 'ar' } },
  play: async ({ canvasElement, userEvent }) => {
    const page = await hydrated(canvasElement);
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(
      (await page.findAllByText(/.+/, { selector: 'p.Mui-error' }, { timeout: 10_000 })).length,
    ).toBeGreaterThan(0);
  },
});

/** On a phone's width, as Lighthouse's mobile run sees it. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const page = await hydrated(canvasElement);
    await expect(page.getByLabelText(/e-mail address/i)).toBeVisible();
  },
});
