/**
 * The ceiling for the 100-row list: node:http answering the same page from the users repository
 * the server uses, on the same kind of database, with nothing else — no Fastify, no sign-in or
 * session check, no response validation, no security headers. What the server measures above this
 * is the cost of those; what this measures is the database layer's own. Started by
 * `startBareList` (bench/lib/processes.ts) with PORT and DATA_DIR (PGlite) or DATABASE_URL.
 */
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { userListQuerySchema } from '../../src/api/contracts/users-admin.ts';
import { openDatabase } from '../../server/db/client.ts';
import { organisations } from '../../server/modules/organisations/schema.ts';
import { createUsersAdminRepository } from '../../server/modules/users/admin-repository.ts';

const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
});
const [stMarys] = await database.db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'));
if (!stMarys) throw new Error('the bench data has no St Mary’s');
const repository = createUsersAdminRepository(database.db);
// The query the bench's URL asks for (type=2&page=1&size=100), with the route's defaults.
const query = userListQuerySchema.parse({ type: '2', page: '1', size: '100' });

http
  .createServer((_request, response) => {
    repository.page(stMarys.id, query).then(
      ({ rows, total }) => {
        const body = JSON.stringify({ data: rows, page: query.page, size: query.size, total });
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      },
      () => response.writeHead(500).end(),
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
