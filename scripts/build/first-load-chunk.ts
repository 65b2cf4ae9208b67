/**
 * One chunk for everything a first visit to /login runs before its first paint: what the entry
 * and the sign-in screens use. Rolldown's automatic chunking otherwise cuts it into some thirty
 * small chunks, each compressed on its own; one chunk is about 12% fewer bytes on the wire,
 * and fewer requests. Screens loaded later keep their own chunks.
 *
 * "Use" follows names through the portal's index.ts barrels: a barrel re-exports the whole design
 * system, so following every import would pull the dialogs and menus of later screens in too.
 */
import { dirname, resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: readonly string[]; exports: readonly string[] } | null;
}

type Needed = Set<string> | 'all';

const IMPORT =
  /\bimport\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s+as\s+[\w$]+)?\s*(?:from\s*)?["']([^"']+)["']/g;
const EXPORT_FROM = /\bexport\s+(?:\{([^}]*)\}|\*(?:\s+as\s+([\w$]+))?)\s*from\s*["']([^"']+)["']/g;

/** `a`, `b as c`, `type D` → [imported name, local or exported name] pairs. */
const names = (list: string): Array<[string, string]> =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from = '', as = from] = part.split(/\s+as\s+/);
      return [from.trim(), as.trim()];
    });

/** Which of `ids` a package specifier (`@mui/system`, `@mui/material/Button`) names, if one clearly does. */
function packageTarget(spec: string, ids: readonly string[]): string | undefined {
  const parts = spec.split('/');
  const size = spec.startsWith('@') ? 2 : 1;
  const pkg = `/node_modules/${parts.slice(0, size).join('/')}/`;
  const sub = parts.slice(size).join('/');
  const inside = ids.filter((id) => id.includes(pkg));
  const matches = inside.filter((id) => {
    const rest = id.slice(id.lastIndexOf(pkg) + pkg.length).replace(/^(?:esm|dist|modern|build|lib)\//, '');
    return sub ? rest.startsWith(`${sub}/`) || rest.startsWith(`${sub}.`) : !rest.includes('/');
  });
  return matches.length === 1 ? matches[0] : inside.length === 1 ? inside[0] : undefined;
}

const isCode = (id: string) => /\.(?:[cm]?[jt]sx?|json)$/.test(id);

/** `entry` and the lazy `screens` (each keeps its facade chunk, that the router imports). */
export function firstLoadGroup(entry: string, screens: string[]) {
  const screenIds = screens.map((file) => resolve(file));
  let chosen: Set<string> | null = null;

  const collect = (graph: ModuleGraph): Set<string> => {
    const needed = new Map<string, Needed>();
    const queue: string[] = [];
    const need = (id: string, what: Needed) => {
      const had = needed.get(id);
      if (had === 'all') return;
      let grew = false;
      if (what === 'all') {
        needed.set(id, 'all');
        grew = true;
      } else {
        const set = had ?? new Set<string>();
        for (const name of what) {
          if (set.has(name)) continue;
          set.add(name);
          grew = true;
        }
        needed.set(id, set);
      }
      if (grew || !had) queue.push(id);
    };
    for (const id of [resolve(entry), ...screenIds]) need(id, 'all');

    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const info = graph.getModuleInfo(id);
      const wanted = needed.get(id);
      if (!info || !wanted) continue;
      const code = info.code ?? '';
      // Modules named in import statements are followed by name; anything else (CommonJS,
      // JSON, an address this cannot place) whole.
      if (!/\.[cm]?[jt]sx?$/.test(id)) {
        for (const next of info.importedIds) if (isCode(next)) need(next, 'all');
        continue;
      }
      const target = (spec = ''): string | undefined => {
        if (spec.startsWith('.')) {
          const path = resolve(dirname(id), spec);
          return info.importedIds.find((next) => next === path);
        }
        return packageTarget(spec, info.importedIds);
      };
      const relative = new Set<string>();
      for (const [, def, list, spec] of code.matchAll(IMPORT)) {
        const next = target(spec);
        if (!next) continue;
        relative.add(next);
        if (list === undefined && !def) need(next, 'all');
        else need(next, new Set([...(def ? ['default'] : []), ...names(list ?? '').map(([from]) => from)]));
      }
      for (const [, list, starAs, spec] of code.matchAll(EXPORT_FROM)) {
        const next = target(spec);
        if (!next) continue;
        relative.add(next);
        if (list !== undefined) {
          const used = names(list)
            .filter(([, as]) => wanted === 'all' || wanted.has(as))
            .map(([from]) => from);
          if (used.length) need(next, new Set(used));
        } else if (starAs !== undefined) {
          if (wanted === 'all' || wanted.has(starAs)) need(next, 'all');
        } else {
          const exported = new Set(graph.getModuleInfo(next)?.exports ?? []);
          const used = wanted === 'all' ? [...exported] : [...wanted].filter((name) => exported.has(name));
          if (used.length) need(next, new Set(used));
        }
      }
      // Packages, and anything the patterns above did not name, are followed whole.
      for (const next of info.importedIds) if (isCode(next) && !relative.has(next)) need(next, 'all');
    }
    return new Set(needed.keys());
  };

  return {
    name: (id: string, graph: ModuleGraph) => {
      chosen ??= collect(graph);
      return chosen.has(id) && isCode(id) && !screenIds.includes(id) ? 'first-load' : null;
    },
    priority: 10,
    // Otherwise the group takes in everything a barrel re-exports, the point of the names above.
    // Safe here: an ES chunk that imports another runs it first, as the modules' order requires.
    includeDependenciesRecursively: false,
  };
}
