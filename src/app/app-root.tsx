import { useEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SessionRestore, sessionAtom } from '../features/session/index.ts';
import { createAppFrame } from './app-frame.ts';
import { Providers } from './providers.tsx';

/**
 * The portal's root. When the session ends (manual or automatic sign-out) it swaps in a fresh
 * store, API client and SWR cache, so nothing of the previous user's state survives (docs/product.md § Account statuses).
 */
export function AppRoot({
  router,
  baseUrl,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  baseUrl: string;
}) {
  const [frame, setFrame] = useState(() => createAppFrame(baseUrl));
  useEffect(() => {
    let previous = frame.store.get(sessionAtom);
    return frame.store.sub(sessionAtom, () => {
      const current = frame.store.get(sessionAtom);
      if (previous && !current) setFrame(createAppFrame(baseUrl));
      previous = current;
    });
  }, [frame, baseUrl]);
  return (
    <Providers key={frame.id} client={frame.client} store={frame.store}>
      <SessionRestore>
        <RouterProvider router={router} />
      </SessionRestore>
    </Providers>
  );
}
