import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AnswerItem } from '../../../api/contracts/questionnaires.ts';
import { useSaveDraft } from '../api/my-questionnaires.ts';

/** How long typing may pause before the draft is saved. */
const PAUSE_MS = 800;

export type SaveState = 'idle' | 'saving' | 'saved' | 'saveFailed';

/**
 * Saves the draft when the answers have rested a moment, at once on Next, and when the screen
 * closes (leaving it, signing out, closing the tab) with changes not yet saved.
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

  const now = useCallback(() => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    setState('saving');
    trigger({ id: responseId, answers: latest.current() }).then(
      () => setState((s) => (s === 'saving' ? 'saved' : s)),
      () => {
        dirty.current = true;
        setState('saveFailed');
      },
    );
  }, [responseId, trigger]);

  const changed = useCallback(() => {
    dirty.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(now, PAUSE_MS);
  }, [now]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', now);
    return () => {
      window.removeEventListener('pagehide', now);
      now();
    };
  }, [now]);

  return { state, changed, now, cancel };
}
