// First: tracing, when configured, patches the PostgreSQL driver as it is loaded.
import './start-tracing.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './seed.ts';
import { boot } from './boot.ts';
import { stopOnSignals } from './stop.ts';

const { config, logger, database, app, seeded, production } = await boot('server');
stopOnSignals(logger, app, database);

await app.listen({ host: config.HOST, port: config.PORT });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const lines = [`Lantern is running at http://localhost:${port}`];
if (!existsSync(path.join(config.PUBLIC_DIR, 'index.html'))) {
  lines.push('(the portal is not built: run `npm run build`, or `npm start` which builds it)');
}
if (seeded || !production) {
  lines.push(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const s of DEMO_SIGN_INS) lines.push(`  ${s.email.padEnd(24)} ${s.role}`);
}
console.log(lines.join('\n'));
