import { describe, expect, it } from 'vitest';
import { buildVtt, counterpart, cueAtLine, cueTime, parseVtt, plainText, timingsOf } from './vtt.ts';

const ENGLISH = `WEBVTT

intro
00:00:01.000 --> 00:00:04.500 align:start
Hello, <i>Tobi</i>!

00:00:05.250 --> 00:00:08.000
This is the MRI scanner.
It is loud &amp; safe.
`;

describe('parseVtt and buildVtt', () => {
  it('keep every cue, its times, identifier, settings and markup through a round trip', () => {
    const parsed = parseVtt(ENGLISH);
    expect(parsed.errors).toEqual([]);
    const built = buildVtt(parsed.cues);
    expect(built).toBe(
      'WEBVTT\n\nintro\n00:01.000 --> 00:04.500 align:start\nHello, <i>Tobi</i>!\n\n' +
        '00:05.250 --> 00:08.000\nThis is the MRI scanner.\nIt is loud &amp; safe.\n\n',
    );
    const again = parseVtt(built);
    expect(again.errors).toEqual([]);
    expect(again.cues.map(({ start, end, text }) => ({ start, end, text }))).toEqual([
      { start: 1, end: 4.5, text: 'Hello, <i>Tobi</i>!' },
      { start: 5.25, end: 8, text: 'This is the MRI scanner.\nIt is loud &amp; safe.' },
    ]);
  });

  it('writes Arabic text as typed, and reads it back unchanged', () => {
    const cues = timingsOf(parseVtt(ENGLISH).cues).map((cue, i) => ({
      ...cue,
      text: ['مرحبًا يا توبي!', 'هذا جهاز الرنين المغناطيسي.'][i] ?? '',
    }));
    const built = buildVtt(cues);
    expect(built).toContain('00:05.250 --> 00:08.000\nهذا جهاز الرنين المغناطيسي.\n');
    expect(parseVtt(built).cues.map((c) => c.text)).toEqual([
      'مرحبًا يا توبي!',
      'هذا جهاز الرنين المغناطيسي.',
    ]);
  });

  it('never lets an edit end a cue early or forge a timing line', () => {
    const built = buildVtt([{ start: 0, end: 2, text: 'First line\n\n\nsecond --> third & fourth' }]);
    const { cues, errors } = parseVtt(built);
    expect(errors).toEqual([]);
    expect(cues).toHaveLength(1);
    expect(cues[0]?.text).toBe('First line\nsecond --&gt; third &amp; fourth');
  });

  it('writes cues in time order, hours included', () => {
    const built = buildVtt([
      { start: 3723.4, end: 3725, text: 'Later' },
      { start: 1, end: 2, text: 'First' },
    ]);
    expect(built).toBe('WEBVTT\n\n00:01.000 --> 00:02.000\nFirst\n\n1:02:03.400 --> 1:02:05.000\nLater\n\n');
  });

  it('names the line of a broken file', () => {
    const { errors } = parseVtt('WEBVTT\n\n00:01.000 --> nonsense\nHello\n');
    expect(errors[0]?.line).toBe(3);
    expect(parseVtt('Hello').errors[0]?.line).toBe(1);
  });
});

describe('timingsOf', () => {
  it('keeps the English times and leaves the text for the translator', () => {
    expect(timingsOf(parseVtt(ENGLISH).cues)).toEqual([
      { start: 1, end: 4.5, text: '' },
      { start: 5.25, end: 8, text: '' },
    ]);
  });
});

describe('cueTime', () => {
  it('writes minutes, seconds and tenths as the reader writes numbers', () => {
    expect(cueTime(65.25, 'en-GB')).toBe('01:05.2');
    expect(cueTime(65.25, 'es')).toBe('01:05,2');
    expect(cueTime(59.99, 'en-GB')).toBe('00:59.9');
    expect(cueTime(3723.4, 'en-GB')).toBe('1:02:03.4');
    expect(cueTime(5, 'ar')).toMatch(/^(00|٠٠):(05|٠٥)[.٫](0|٠)$/);
  });
});

describe('counterpart', () => {
  it('finds the English cue a translated cue overlaps most', () => {
    const english = parseVtt(ENGLISH).cues;
    expect(counterpart({ start: 4, end: 7, text: '' }, english)?.start).toBe(5.25);
    expect(counterpart({ start: 20, end: 21, text: '' }, english)).toBeUndefined();
  });
});

describe('plainText', () => {
  it('drops markup and reads escapes', () => {
    expect(plainText('<v Nurse>Hello, <i>Tobi</i> &amp; Grace</v>')).toBe('Hello, Tobi & Grace');
  });
});

describe('cueAtLine', () => {
  it('tells which cue a line of the file belongs to', () => {
    const built = buildVtt(parseVtt(ENGLISH).cues);
    // WEBVTT, blank, intro, timing, text, blank, timing, text, text
    expect(cueAtLine(built, 1)).toBeNull();
    expect(cueAtLine(built, 3)).toBeNull();
    expect(cueAtLine(built, 4)).toBe(0);
    expect(cueAtLine(built, 5)).toBe(0);
    expect(cueAtLine(built, 7)).toBe(1);
    expect(cueAtLine(built, 9)).toBe(1);
  });
});
