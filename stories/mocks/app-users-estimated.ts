import { HttpResponse } from 'msw';
import type { AppUser, AppUserList } from '../../src/api/contracts/index.ts';
import { askedPage, cursorTo, guardians } from './app-users.ts';
import { answer } from './endpoint.ts';
import { appUsersEndpoints } from '../../src/api/contracts/index.ts';

const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** About 50,000 guardians, more than the server counts exactly: each page made up, the total estimated. */
const estimatedPage = (url: URL): AppUserList => {
  const p = askedPage(url);
  const size = Number(url.searchParams.get('size') ?? 10);
  const data = Array.from({ length: size }, (_, i) => {
    const n = (p - 1) * size + i + 1;
    const like = guardians[n % guardians.length] as AppUser;
    return { ...like, id: id(10_000 + n), email: `guardian${n}@stmarys.test` };
  });
  return { data, page: p, size, total: 50_000, total_is_estimate: true, next_cursor: cursorTo(p + 1) };
};

/** A hospital of about 50,000 guardians: the total an estimate, every page's cursor leads on. */
export const estimatedAppUsers = answer(appUsersEndpoints.list, ({ request }) =>
  HttpResponse.json(estimatedPage(new URL(request.url))),
);
