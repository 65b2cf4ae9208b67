import webvtt, { type WebVTTCue, type WebVTTNode } from 'webvtt-parser';

/** One caption cue as the editor holds it: its times in seconds, its text as the file writes it. */
export interface Cue {
  start: number;
  end: number;
  text: string;
  /** The cue as parsed, so that its identifier and settings (position, alignment) survive an edit. */
  source?: WebVTTCue;
}

export interface ParsedCaptions {
  cues: Cue[];
  /** What the W3C parser objected to, by line of the file (1-based). */
  errors: { line: number; message: string }[];
}

// WebVTT's own escapes, named with their semicolon: the parser's built-in map names them without it and
// reads "&amp;" as "&;" (the full HTML list would work too, at 47 kB more for the portal).
const ESCAPES = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
  '&nbsp;': '\u00a0',
};

/** Reads a WebVTT file with the W3C's parser. */
export function parseVtt(text: string): ParsedCaptions {
  const { cues, errors } = new webvtt.WebVTTParser(ESCAPES).parse(text);
  return {
    cues: cues.map((cue) => ({ start: cue.startTime, end: cue.endTime, text: cue.text, source: cue })),
    errors: errors.map(({ line, message }) => ({ line, message })),
  };
}

// A blank line ends a cue in WebVTT: a line break typed twice in the editor must not cut the cue short.
const oneCueText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

// The parser's defaults (the serializer writes only settings that differ): a new cue has none of its own.
const DEFAULT_SETTINGS = {
  direction: 'horizontal',
  snapToLines: true,
  linePosition: 'auto',
  lineAlign: 'start',
  textPosition: 'auto',
  positionAlign: 'auto',
  size: 100,
  alignment: 'center',
};

/** Writes cues as a WebVTT file, in time order; the text's markup (<i>, <v Name>) is kept. */
export function buildVtt(cues: readonly Cue[]): string {
  const ignore = () => undefined;
  const vttCues = [...cues]
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map((cue): WebVTTCue => {
      const text = oneCueText(cue.text);
      const tree = new webvtt.WebVTTCueTextParser(text, ignore, 'metadata', ESCAPES).parse(
        cue.start,
        cue.end,
      );
      // The serializer writes an empty line for an empty identifier, which a reader would take for the cue's end.
      const id = cue.source?.id ? cue.source.id : undefined;
      return { ...DEFAULT_SETTINGS, ...cue.source, id, startTime: cue.start, endTime: cue.end, text, tree };
    });
  return new webvtt.WebVTTSerializer().serialize(vttCues);
}

/** A translation's first draft: the English cues' times, with no text yet. */
export const timingsOf = (cues: readonly Cue[]): Cue[] =>
  cues.map(({ start, end }) => ({ start, end, text: '' }));

/** A cue time as the reader's locale writes numbers: mm:ss.t (01:05.2; Spanish 01:05,2), hours when there are any. */
export function cueTime(seconds: number, locale: string): string {
  const tenths = Math.floor(seconds * 10 + 1e-6);
  const hours = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const whole = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const secs = new Intl.NumberFormat(locale, {
    minimumIntegerDigits: 2,
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  const mmss = `${whole.format(minutes)}:${secs.format((tenths % 600) / 10)}`;
  return hours ? `${new Intl.NumberFormat(locale).format(hours)}:${mmss}` : mmss;
}

/** The cue of `among` that overlaps `cue` the longest: the English line a translated cue stands for. */
export function counterpart(cue: Cue, among: readonly Cue[]): Cue | undefined {
  let best: Cue | undefined;
  let bestOverlap = 0;
  for (const other of among) {
    const overlap = Math.min(cue.end, other.end) - Math.max(cue.start, other.start);
    if (overlap > bestOverlap) {
      best = other;
      bestOverlap = overlap;
    }
  }
  return best;
}

/** A cue's words without its markup (<i>, <v Name>) or escapes: what a reader sees on the video. */
export function plainText(text: string): string {
  const words = (nodes: readonly WebVTTNode[]): string =>
    nodes
      .map((node) =>
        node.type === 'text' ? String(node.value ?? '') : node.children ? words(node.children) : '',
      )
      .join('');
  return words(
    new webvtt.WebVTTCueTextParser(text, () => undefined, 'metadata', ESCAPES).parse(0, 0).children,
  );
}

/** Which cue (0-based) a line of a WebVTT file belongs to, or null for the header. */
export function cueAtLine(vtt: string, line: number): number | null {
  const lines = vtt.split(/\r\n|\r|\n/).slice(0, line);
  const timings = lines.filter((l) => l.includes('-->')).length;
  if (timings === 0) return null;
  // A line after the last timing line but past a blank one is the next cue's identifier.
  const last = lines.length - 1 - [...lines].reverse().findIndex((l) => l.includes('-->'));
  const ended = lines.slice(last + 1, -1).some((l) => l.trim() === '');
  return ended ? timings : timings - 1;
}
