/**
 * `npm run dev`: the API server on port 3001 (restarted on change) and Vite's dev server on 5173
 * with hot reload, proxying /api to it. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--watch-path=server', '--watch-path=src/api/contracts', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_DIR: './no-portal-in-dev' },
  }),
  spawn('vite', [], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
