import type { FastifyInstance } from 'fastify';
import type { BackgroundWork, ModuleContext, ModuleDefinition } from '../modules/module.ts';

/**
 * Runs the modules' background work on interval timers: unref'd (they never keep the process
 * alive), stopped when the app closes, and every failure logged with the work's name.
 */
export function startBackgroundWork(
  app: FastifyInstance,
  modules: readonly ModuleDefinition[],
  context: ModuleContext,
): void {
  const timers = modules.flatMap((module) =>
    (module.background ?? []).map((work) => schedule(module.name, work, context)),
  );
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}

function schedule(module: string, work: BackgroundWork, context: ModuleContext): NodeJS.Timeout {
  let running = false;
  const timer = setInterval(() => {
    // A run that outlasts its interval is not started twice.
    if (running) return;
    running = true;
    work
      .run(context)
      .catch((err: unknown) => context.log.error({ err, module, work: work.name }, `${work.name} failed`))
      .finally(() => {
        running = false;
      });
  }, work.every(context));
  timer.unref();
  return timer;
}
