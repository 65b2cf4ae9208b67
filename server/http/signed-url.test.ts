import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './signed-url.ts';

describe('signed media addresses', () => {
  it('verifies its own signature until it expires, and nothing else', () => {
    let clock = 1_800_000_000_000;
    const signer = createUrlSigner('secret', () => clock);
    const url = new URL(signer.sign('/api/videos/v1/file', 60), 'http://x');
    const [exp, sig] = [url.searchParams.get('exp'), url.searchParams.get('sig')];
    expect(signer.verify('/api/videos/v1/file', exp, sig)).toBe(true);
    expect(signer.verify('/api/videos/v2/file', exp, sig)).toBe(false);
    expect(signer.verify('/api/videos/v1/file', Number(exp) + 1, sig)).toBe(false);
    expect(createUrlSigner('other', () => clock).verify('/api/videos/v1/file', exp, sig)).toBe(false);
    expect(signer.verify('/api/videos/v1/file', exp, undefined)).toBe(false);
    clock += 61_000;
    expect(signer.verify('/api/videos/v1/file', exp, sig)).toBe(false);
  });
});
