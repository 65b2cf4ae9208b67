import { useEffect, useState, type ReactNode } from 'react';
import { SessionRestore, rememberOfflineSession, sessionAtom } from '../features/session/index.ts';
import { showOrganisationManifest } from './install.ts';
import { createAppFrame, type AppFrame } from './app-frame.ts';
import { Providers } from './providers.tsx';

/**
 * The portal's root, around its router (the browser's, or the build's static one for a prerendered
 * page). When the session ends (manual or automatic sign-out) it swaps in a fresh store, API
 * client and SWR cache, so nothing of the previous user's state survives (docs/product.md § Account statuses).
 */
export function AppRoot({
  baseUrl,
  frame: first,
  prerendered = false,
  children,
}: {
  baseUrl: string;
  /** The first frame, when the caller has set its state up (the build's prerendering). */
  frame?: AppFrame;
  /** The page's markup came with the HTML: render it at once, restore the session behind it. */
  prerendered?: boolean;
  children: ReactNode;
}) {
  const [frame, setFrame] = useState(() => first ?? createAppFrame(baseUrl));
  useEffect(() => {
    let previous = frame.store.get(sessionAtom);
    return frame.store.sub(sessionAtom, () => {
      const current = frame.store.get(sessionAtom);
      // Offline reading follows the session: kept for who signs in (signing out forgets it, sign-out.ts).
      if (current && (current.user.id !== previous?.user.id || current.token !== previous.token))
        void rememberOfflineSession(current);
      if (previous && !current) setFrame(createAppFrame(baseUrl));
      if (current?.organisation?.id !== previous?.organisation?.id)
        showOrganisationManifest(current?.organisation);
      previous = current;
    });
  }, [frame, baseUrl]);
  return (
    <Providers key={frame.id} client={frame.client} store={frame.store}>
      <SessionRestore inBackground={prerendered}>{children}</SessionRestore>
    </Providers>
  );
}
