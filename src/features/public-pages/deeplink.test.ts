import { describe, expect, it } from 'vitest';
import { appUrl, canHaveApp, deeplinkTarget } from './deeplink.ts';

describe('deep links', () => {
  it('keep the target path and its query, from ?to= or from the path after /deeplink', () => {
    expect(deeplinkTarget('/deeplink', '?to=%2Fhospital-information%3Fpage%3D2')).toBe(
      '/hospital-information?page=2',
    );
    expect(deeplinkTarget('/deeplink/auth/activate', '?token=abc&lang=ar')).toBe(
      '/auth/activate?token=abc&lang=ar',
    );
    expect(deeplinkTarget('/deeplink', '')).toBe('/');
    expect(appUrl('/report?from=app')).toBe('lantern://open/report?from=app');
    // The app's own link to a page leads to the same page here.
    expect(deeplinkTarget('/deeplink', `?to=${encodeURIComponent('lantern://open/report?from=app')}`)).toBe(
      '/report?from=app',
    );
  });

  it('refuse every target that would leave the site (open redirects) or loop', () => {
    for (const to of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/report\u0000x',
      '/deeplink?to=/',
      // Dot segments that resolve to a host-relative address.
      '/..//evil.example',
      '/./\\evil.example',
      '/a/../..//evil.example/x',
      '/%2e%2e//evil.example',
      '/%2f%2fevil.example',
      'lantern://open//evil.example',
      'lantern://open/deeplink?to=/',
    ])
      expect(deeplinkTarget('/deeplink', `?to=${encodeURIComponent(to)}`), to).toBeNull();
    expect(deeplinkTarget('/deeplink//evil.example', '')).toBeNull();
    expect(deeplinkTarget('/deeplink/..//evil.example', '')).toBeNull();
  });

  it('try the app only on phones and tablets', () => {
    expect(canHaveApp('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true);
    expect(canHaveApp('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe(true);
    expect(canHaveApp('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140')).toBe(false);
  });
});
