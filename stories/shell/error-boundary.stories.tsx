import { useState } from 'react';
import Button from '@mui/material/Button';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ErrorBoundary, ErrorPage, type ErrorBoundaryProps } from '../../src/design-system/index.ts';

function Throws(): never {
  throw new Error('A screen failed to render');
}

/** Stands in for the router: the app passes location.pathname as resetKey. */
function RouteSwitcher({ report }: { report: ErrorBoundaryProps['report'] }) {
  const [path, setPath] = useState('/app-users');
  return (
    <>
      <Button onClick={() => setPath('/')}>Open the dashboard</Button>
      <Button onClick={() => setPath('/app-users')}>Open app users</Button>
      <ErrorBoundary resetKey={path} report={report}>
        <p>Content of {path}</p>
      </ErrorBoundary>
    </>
  );
}

const meta = preview.meta({
  title: 'Shell/ErrorBoundary',
  component: ErrorBoundary,
  args: { resetKey: '/app-users', report: fn(), children: <p>Everything is fine</p> },
});

export const Healthy = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Everything is fine')).toBeVisible();
  },
});

export const RenderError = meta.story({
  args: { children: <Throws /> },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(canvas.getByText('Something went wrong. Please try again later.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(args.report).toHaveBeenCalledWith(expect.any(Error), {
      source: 'render',
      path: '/app-users',
    });
  },
});

export const UnhandledRejection = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Everything is fine')).toBeVisible();
    // What the browser dispatches when a promise fails and nobody handles it.
    const reason = new Error('A request nobody awaited failed');
    window.dispatchEvent(
      new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }),
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Error' })).toBeVisible());
    await expect(args.report).toHaveBeenCalledWith(reason, { source: 'promise', path: '/app-users' });
  },
});

export const WindowError = meta.story({
  play: async ({ canvas, args }) => {
    const error = new Error('A script failed outside React');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Error' })).toBeVisible());
    await expect(args.report).toHaveBeenCalledWith(error, { source: 'window', path: '/app-users' });
  },
});

export const ClearsOnRouteChange = meta.story({
  render: (args) => <RouteSwitcher report={args.report} />,
  play: async ({ canvas, args, userEvent }) => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Error' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Open the dashboard' }));
    await expect(canvas.getByText('Content of /')).toBeVisible();
    // Coming back to the route where the error happened does not show the page again.
    await userEvent.click(canvas.getByRole('button', { name: 'Open app users' }));
    await expect(canvas.getByText('Content of /app-users')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Error' })).toBeNull();
    await expect(args.report).toHaveBeenCalledOnce();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  args: {
    children: <Throws />,
    text: {
      title: 'خطأ',
      message: 'حدث خطأ ما. يُرجى المحاولة لاحقًا.',
      homeLabel: 'الذهاب إلى الصفحة الرئيسية',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'خطأ' })).toBeVisible();
  },
});

export const PageOnly = meta.story({ render: () => <ErrorPage /> });

export const Branded = meta.story({
  parameters: { branding: { primary: '#0b7a75' } },
  args: { children: <Throws /> },
});
