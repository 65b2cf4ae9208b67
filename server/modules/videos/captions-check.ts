import webvtt from 'webvtt-parser';
import { CAPTIONS_MAX_BYTES } from '../../../src/api/contracts/captions.ts';
import { ApiError } from '../../http/errors.ts';

/** A captions file that cannot be used: 400 InvalidCaptions naming the field and, when one is at fault, the line. */
export function invalidCaptions(message: string, line?: number): ApiError {
  const error = new ApiError(
    400,
    'InvalidCaptions',
    line === undefined ? message : `Line ${line}: ${message}`,
  );
  error.field = 'vtt';
  if (line !== undefined) error.line = line;
  return error;
}

/** The parser's wording, said plainly for the people who made the file. */
const PLAIN: Record<string, string> = {
  'No valid signature. (File needs to start with "WEBVTT".)': 'a WebVTT file starts with the word WEBVTT',
  'No blank line after the signature.': 'leave a blank line after WEBVTT and its header',
  'End timestamp is not greater than start timestamp.': 'a caption must end after it starts',
  'Start timestamp is not greater than or equal to start timestamp of previous cue.':
    'captions must be in time order: this one starts before the one above it',
  'No valid timestamp separator found.': 'the start and end times must be separated by " --> "',
  'Cue identifier needs to be followed by timestamp.':
    'expected a time line like 00:00:01.000 --> 00:00:04.000',
  'Cue identifier cannot be standalone.': 'expected a time line like 00:00:01.000 --> 00:00:04.000',
};

const IDENTIFIER = new Set([
  'Cue identifier needs to be followed by timestamp.',
  'Cue identifier cannot be standalone.',
]);

const END_TIME = /-->\s*(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})/;

function endMs(line: string): number | null {
  const m = END_TIME.exec(line);
  if (!m) return null;
  const [, h, min, s, ms] = m;
  return ((Number(h ?? 0) * 60 + Number(min)) * 60 + Number(s)) * 1000 + Number(ms);
}

const clock = (ms: number) => {
  const total = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}.${String(ms % 1000).padStart(3, '0')}`;
};

const parse = (vtt: string) => new webvtt.WebVTTParser().parse(vtt);

/** Tags within tags a caption may hold (real captions nest two or three: a voice, italics, a class). */
export const MAX_TAG_DEPTH = 32;
const TAG = /<(\/?)(?:c|i|b|u|v|lang|ruby|rt)(?=[\s.>])[^>]*>/g;

/** The first line where a cue's open tags run deeper than MAX_TAG_DEPTH (the parser would overflow its stack), or null. */
function tooDeep(vtt: string): number | null {
  let depth = 0;
  for (const [index, line] of vtt.split('\n').entries()) {
    if (line === '') depth = 0;
    for (const tag of line.matchAll(TAG)) {
      depth = tag[1] ? Math.max(0, depth - 1) : depth + 1;
      if (depth > MAX_TAG_DEPTH) return index + 1;
    }
  }
  return null;
}

/**
 * Checks an uploaded WebVTT file (the W3C's parser: signature, cue timings in order, cue text) and that no
 * caption ends after the video (when its length is known); answers the text to store — no BOM, LF line
 * ends, one final newline — and its number of cues. Throws InvalidCaptions naming the first line at fault.
 */
export function checkCaptions(input: string, durationMs: number | null): { vtt: string; cueCount: number } {
  if (Buffer.byteLength(input, 'utf8') > CAPTIONS_MAX_BYTES)
    throw invalidCaptions(`The file is larger than ${CAPTIONS_MAX_BYTES / 1024} kB`);
  const vtt = `${input
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n+$/, '')}\n`;
  const deep = tooDeep(vtt);
  if (deep !== null)
    throw invalidCaptions(`tags are nested more than ${MAX_TAG_DEPTH} deep in this caption`, deep);
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(vtt);
  } catch (error) {
    // The parser recurses per tag: whatever the depth check missed stops here, never as a 500.
    if (error instanceof RangeError)
      throw invalidCaptions('The file could not be read: its captions are too complex');
    throw error;
  }
  // The parser names the line after a lone cue identifier; the identifier's line is the one to fix.
  const errors = parsed.errors.map((e) => (IDENTIFIER.has(e.message) ? { ...e, line: e.line - 1 } : e));
  const [first] = errors.sort((a, b) => a.line - b.line);
  if (first) throw invalidCaptions(PLAIN[first.message] ?? first.message.replace(/\.$/, ''), first.line);
  if (parsed.cues.length === 0) throw invalidCaptions('The file has no captions: add at least one timed cue');
  if (durationMs !== null) {
    const lines = vtt.split('\n');
    for (const [index, line] of lines.entries()) {
      const end = endMs(line);
      if (end !== null && end > durationMs)
        throw invalidCaptions(
          `this caption ends at ${clock(end)}, after the end of the video (${clock(durationMs)})`,
          index + 1,
        );
    }
  }
  return { vtt, cueCount: parsed.cues.length };
}
