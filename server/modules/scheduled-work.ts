import type { ScheduledWork } from '../../src/api/contracts/index.ts';
import { MODULES } from './index.ts';
import type { ModuleContext, UpcomingScope } from './module.ts';

/**
 * Every module's upcoming scheduled work as one list, soonest first and capped at the scope's
 * limit. Built here rather than in the messages module, which MODULES lists: a module reading
 * MODULES would import itself; the context hands the union to it instead, as it hands every
 * module's repositories.
 */
export function createUpcomingWork(
  context: ModuleContext,
): (scope: UpcomingScope) => Promise<ScheduledWork[]> {
  const providers = MODULES.flatMap((module) =>
    module.scheduledWork ? [module.scheduledWork(context)] : [],
  );
  return async (scope) => {
    const lists = await Promise.all(providers.map((provider) => provider(scope)));
    return lists
      .flat()
      .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt) || a.id.localeCompare(b.id))
      .slice(0, scope.limit);
  };
}
