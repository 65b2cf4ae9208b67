/**
 * `npm run storybook:serve`: the static Storybook that `npm run build-storybook` wrote
 * (storybook-static/) on http://127.0.0.1:6007, or STORYBOOK_PORT / `--port <n>`, and HOST.
 * For looking at the published build as a designer or QA would; Lantern itself serves the same
 * folder at /storybook/ (server/http/storybook.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const { values } = parseArgs({
  options: { port: { type: 'string' }, dir: { type: 'string' } },
});
const dir = path.resolve(values.dir ?? process.env.STORYBOOK_DIR ?? 'storybook-static');
const port = Number(values.port ?? process.env.STORYBOOK_PORT ?? 6007);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No Storybook build in ${dir}: run "npm run build-storybook" first.`);
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `The port must be a whole number from 0 to 65535 (not ${values.port ?? process.env.STORYBOOK_PORT}).`,
  );
  process.exit(1);
}

const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: dir, index: 'index.html', cacheControl: false });
const address = await app.listen({ port, host });
console.log(`Storybook (${path.relative(process.cwd(), dir) || dir}) at ${address}/`);
