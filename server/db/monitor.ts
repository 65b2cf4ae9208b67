/**
 * What the server believes about its database, kept up to date without a query per request: a
 * background probe every few seconds (every second while the database is down, so recovery shows
 * quickly), and the outcome of real queries — a query that could not reach the database marks it
 * down at once, a new connection that succeeds marks it up. `/api/health` reads this state only.
 */
export interface DatabaseMonitor {
  /** The database answered the last probe or connection, and no query has failed to reach it since. */
  readonly up: boolean;
  /** A real query could not reach the database. */
  markDown(): void;
  /** A connection to the database succeeded. */
  markUp(): void;
  /** Something looks wrong (a dropped connection): probe now rather than at the next interval. */
  check(): void;
  stop(): void;
  /** Resolves when no probe is running (after stop, before the connection it uses is closed). */
  settled(): Promise<void>;
}

export interface MonitorOptions {
  /** Runs one cheap query; rejects when the database cannot be reached. */
  probe: () => Promise<unknown>;
  /** Between probes while the database is up. */
  intervalMs?: number;
  /** Between probes while it is down. */
  downIntervalMs?: number;
  /** A probe that takes longer counts as a failure. */
  timeoutMs?: number;
  /** Told when the state changes (for the log). */
  onChange?: (up: boolean) => void;
}

export function createDatabaseMonitor(options: MonitorOptions): DatabaseMonitor {
  const intervalMs = options.intervalMs ?? 5_000;
  const downIntervalMs = Math.min(options.downIntervalMs ?? 1_000, intervalMs);
  const timeoutMs = options.timeoutMs ?? 3_000;
  let up = true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let probing: Promise<void> | undefined;

  const set = (next: boolean) => {
    if (next === up) return;
    up = next;
    options.onChange?.(next);
  };

  const probeOnce = async () => {
    if (probing) return probing;
    let timeout: NodeJS.Timeout | undefined;
    const limit = Number.isFinite(timeoutMs)
      ? [
          new Promise(
            (_, reject) =>
              (timeout = setTimeout(() => reject(new Error('database probe timed out')), timeoutMs)),
          ),
        ]
      : [];
    probing = Promise.race([options.probe(), ...limit]).then(
      () => set(true),
      () => set(false),
    );
    try {
      await probing;
    } finally {
      clearTimeout(timeout);
      probing = undefined;
    }
  };

  const schedule = () => {
    if (stopped) return;
    // One pending probe at a time, however many paths ask for the next one.
    clearTimeout(timer);
    timer = setTimeout(() => void probeOnce().then(schedule), up ? intervalMs : downIntervalMs);
    // The probe alone must not keep a finished process (or test worker) alive.
    timer.unref();
  };
  schedule();

  return {
    get up() {
      return up;
    },
    markDown() {
      if (!up) return;
      set(false);
      // Probe again soon rather than at the end of the long interval.
      clearTimeout(timer);
      schedule();
    },
    markUp: () => set(true),
    check() {
      if (stopped) return;
      clearTimeout(timer);
      void probeOnce().then(schedule);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    settled: async () => {
      await probing;
    },
  };
}
