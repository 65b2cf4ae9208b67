import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AnswerItem } from '../../../api/contracts/questionnaires.ts';
import { useSaveDraft } from '../api/my-questionnaires.ts';

/** How long typing may pause before the draft is saved. */
const PAUSE_MS = 800;

export type SaveState = 'idle' | 'saving' | 'saved' | 'saveFailed';

/**
 * Saves the draft when the answers have rested a moment, at once on Next, and when the screen
 * closes (leaving it, signing out, closing the tab) with changes not yet saved. "Saved" shows only
 * while nothing typed since is waiting: a change takes it away until its own save is done.
 */
export function useAutosave(responseId: string, current: () => AnswerItem[], restored: boolean) {
  const { trigger } = useSaveDraft();
  const [state, setState] = useState<SaveState>(restored ? 'saved' : 'idle');
  const latest = useRef(current);
  // The save reads the answers as last rendered.
  useLayoutEffect(() => {
    latest.current = current;
  });
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(
    (leaving: boolean) => {
      clearTimeout(timer.current);
      if (!dirty.current) return;
      dirty.current = false;
      setState('saving');
      // A save as the page goes (signing out, closing the tab) must outlive the page.
      trigger({ id: responseId, answers: latest.current(), keepalive: leaving }).then(
        () => {
          if (!dirty.current) setState((s) => (s === 'saving' ? 'saved' : s));
        },
        () => {
          dirty.current = true;
          setState('saveFailed');
        },
      );
    },
    [responseId, trigger],
  );
  const now = useCallback(() => save(false), [save]);

  const changed = useCallback(() => {
    dirty.current = true;
    setState((s) => (s === 'saved' ? 'idle' : s));
    clearTimeout(timer.current);
    timer.current = setTimeout(now, PAUSE_MS);
  }, [now]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
  }, []);

  useEffect(() => {
    const leave = () => save(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      save(false);
    };
  }, [save]);

  return { state, changed, now, cancel };
}
