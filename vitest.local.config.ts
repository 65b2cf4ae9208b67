// Untracked: lets a worktree whose node_modules is a symlink to the main checkout serve those files.
import config from './vitest.config.ts';
const projects = (config.test?.projects ?? []) as { server?: unknown }[];
for (const p of projects) p.server = { fs: { allow: ['/work/main', import.meta.dirname] } };
export default config;
