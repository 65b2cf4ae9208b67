/** A fetch that records what it was asked to send (tests only). */
export function recordingFetch(fail = false) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    if (fail) throw new Error('offline');
    return new Response(null, { status: 200 });
  }) as typeof globalThis.fetch;
  /** The one request sent; fails the test when there was not exactly one. */
  const only = () => {
    if (calls.length !== 1) throw new Error(`expected one request, got ${calls.length}`);
    const [call] = calls as [{ url: string; init: RequestInit }];
    return { url: call.url, init: call.init, body: String(call.init.body) };
  };
  return { fetch, calls, only };
}
