import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import { checkCaptions, MAX_TAG_DEPTH } from './captions-check.ts';

const cue = (text: string) => `WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n${text}\n`;
const refusal = (vtt: string) => {
  try {
    checkCaptions(vtt, null);
  } catch (error) {
    return error;
  }
  return null;
};

describe('captions nested tags', () => {
  it('a caption of 6,000 nested tags is a clear 400 naming the field and the line, not a stack overflow', () => {
    const error = refusal(cue(`${'<i>'.repeat(6_000)}Hello${'</i>'.repeat(6_000)}`));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'InvalidCaptions', field: 'vtt', line: 4 });
    expect((error as ApiError).message).toMatch(/nested more than 32 deep/);
  });

  it('nesting up to the limit, and many tags side by side, are kept', () => {
    const nested = `${'<c.x>'.repeat(MAX_TAG_DEPTH)}Hi${'</c>'.repeat(MAX_TAG_DEPTH)}`;
    expect(checkCaptions(cue(nested), null).cueCount).toBe(1);
    expect(checkCaptions(cue('<i>a</i> '.repeat(2_000)), null).cueCount).toBe(1);
  });
});
