import { describe, expect, it } from 'vitest';
import { notificationOf } from './sw-push.ts';

describe('a push message the service worker shows', () => {
  it('is the payload’s title, body, link and tag', () => {
    expect(
      notificationOf(
        JSON.stringify({ title: 'New questionnaire', body: 'Ward 4 asks…', link: '/questionnaires/answer' }),
      ),
    ).toEqual({ title: 'New questionnaire', body: 'Ward 4 asks…', link: '/questionnaires/answer' });
    expect(notificationOf(JSON.stringify({ title: 'T', body: '', link: '/', tag: 'q-1' }))).toEqual({
      title: 'T',
      body: '',
      link: '/',
      tag: 'q-1',
    });
  });

  it('is nothing for a payload that is not such a notice', () => {
    for (const payload of [
      undefined,
      '',
      'not json',
      'null',
      '[]',
      JSON.stringify({ body: 'b', link: '/' }),
      JSON.stringify({ title: '', body: 'b', link: '/' }),
      JSON.stringify({ title: 't', body: 1, link: '/' }),
      JSON.stringify({ title: 't', body: 'b' }),
      JSON.stringify({ title: 't', body: 'b', link: '/', tag: 7 }),
      JSON.stringify({ title: 'x'.repeat(201), body: 'b', link: '/' }),
    ]) {
      expect(notificationOf(payload), String(payload)).toBeNull();
    }
  });
});
