import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogCall = FastifyBaseLogger['info'];

/**
 * A request's logger (`request.log`) that makes pino's child only when a line is written at a
 * level the parent writes. Fastify makes a child of the server's logger for every request, with
 * the request id bound; building it serialises the bindings through the redaction, and at the
 * server's usual levels most requests (health probes, lists) never log a line: 4% of a health
 * probe's CPU time went there. What is written is the same line, from the same child.
 */
class DeferredChild implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  /** The child when one exists or the level is written, else null (nothing to do). */
  #at(level: Level): FastifyBaseLogger | null {
    if (this.#child) return this.#child;
    const parent = this.#parent as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    return parent.isLevelEnabled?.(level) === false ? null : this.#real();
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  // Methods on the prototype (not arrow fields): nothing is allocated per request but the object.
  fatal(...args: Parameters<LogCall>): void {
    this.#at('fatal')?.fatal(...args);
  }
  error(...args: Parameters<LogCall>): void {
    this.#at('error')?.error(...args);
  }
  warn(...args: Parameters<LogCall>): void {
    this.#at('warn')?.warn(...args);
  }
  info(...args: Parameters<LogCall>): void {
    this.#at('info')?.info(...args);
  }
  debug(...args: Parameters<LogCall>): void {
    this.#at('debug')?.debug(...args);
  }
  trace(...args: Parameters<LogCall>): void {
    this.#at('trace')?.trace(...args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a deferred child, unless the route sets its own level or
 * serialisers (then pino's child at once, as Fastify's default does).
 */
export function deferredChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new DeferredChild(logger, bindings, options);
}
