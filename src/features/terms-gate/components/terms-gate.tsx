import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { SWRConfig } from 'swr';
import { useAtomValue, useStore } from 'jotai';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { ApiError } from '../../../api/index.ts';
import { loadErrorMessageId, useT } from '../../../lib/index.ts';
import { languageAtom, sessionAtom, sessionRole, signOut } from '../../session/index.ts';
import { useCurrentTerms, useSignTerms } from '../api/current-terms.ts';
import { sha256Hex } from '../text-hash.ts';
import { shownLanguage } from './terms-text.tsx';

// Shown only to a guardian with terms to accept: its form does not load with every page.
const TermsAccept = lazy(() => import('./terms-accept.tsx').then((m) => ({ default: m.TermsAccept })));

const unauthorised = (error: unknown) => error instanceof ApiError && error.status === 401;
const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/** Why an acceptance failed, as a message id: a newer version, or anything else. */
const acceptError = (error: unknown) =>
  error instanceof ApiError && error.code === 'Conflict' ? 'terms.accept.changed' : 'terms.accept.failed';

/**
 * Holds a guardian on the terms until they accept the organisation's current version (the server
 * refuses their other calls meanwhile, docs/product.md § Calls). Checked again on every navigation and
 * whenever a read is refused with TermsNotAccepted, so a version published while they are signed in is
 * asked for at their next step. Others pass.
 */
export function TermsGate({ children }: { children: ReactNode }) {
  const t = useT();
  const store = useStore();
  const session = useAtomValue(sessionAtom);
  const language = useAtomValue(languageAtom);
  const guardian = sessionRole(session) === 'guardian';
  const { pathname } = useLocation();
  const current = useCurrentTerms(guardian);
  const { trigger: sign, isMutating } = useSignTerms();
  const [error, setError] = useState<string | null>(null);
  const { mutate } = current;
  // The screen behind the gate first renders when the terms arrive: as a deferred value that render
  // is a transition, in slices, not one long task of the answer's arrival on a phone.
  const data = useDeferredValue(current.data);

  // Asked again at each navigation; the first read is the hook's own (a second one as the gate
  // mounts would be the same request twice).
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (!guardian || shownAt.current === pathname) return;
    shownAt.current = pathname;
    void mutate();
  }, [guardian, pathname, mutate]);
  // A read refused because a newer version awaits acceptance (published meanwhile): ask again now.
  const onError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code === 'TermsNotAccepted') void mutate();
    },
    [mutate],
  );
  // Spec §4, §8: a 401 from document signing signs the user out to /login.
  useEffect(() => {
    if (unauthorised(current.error)) signOut(store, 'timeout');
  }, [current.error, store]);

  if (!guardian) return children;
  // A session reopened offline (no token) reads only what the service worker kept for it, which the server
  // answered after the terms were accepted: while the network is away, the gate lets it through.
  if (!data && session?.token === '' && unreachable(current.error)) return children;
  if (!data) {
    if (!current.error) return <LinearProgress aria-label={t('terms.gate.checking')} />;
    return (
      <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
        <Alert severity="error">{t(loadErrorMessageId(current.error))}</Alert>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => void mutate()}>
            {t('terms.gate.retry')}
          </Button>
          <Button onClick={() => signOut(store, 'manual')}>{t('terms.accept.signOut')}</Button>
        </Stack>
      </Stack>
    );
  }
  const terms = data.terms;
  if (!terms || data.accepted) return <SWRConfig value={{ onError }}>{children}</SWRConfig>;

  const shown = shownLanguage(terms.texts, language, session?.organisation?.language);
  const text = terms.texts[shown] ?? terms.texts.en;
  const accept = async () => {
    setError(null);
    try {
      await sign({ version: terms.version, language: shown, text_sha256: await sha256Hex(text) });
    } catch (failure) {
      if (unauthorised(failure)) signOut(store, 'timeout');
      else setError(acceptError(failure));
    }
  };
  return (
    <Suspense fallback={<LinearProgress aria-label={t('terms.gate.checking')} />}>
      <TermsAccept
        version={terms.version}
        publishedAt={terms.published_at}
        text={text}
        language={shown}
        fallback={shown !== language}
        busy={isMutating}
        error={error}
        onAccept={() => void accept()}
        onSignOut={() => signOut(store, 'manual')}
      />
    </Suspense>
  );
}
