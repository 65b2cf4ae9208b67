/** The W3C's WebVTT parser (webvtt-parser, CommonJS, untyped): the part the captions check uses. */
declare module 'webvtt-parser' {
  interface WebVTTCue {
    id: string;
    /** Seconds. */
    startTime: number;
    /** Seconds. */
    endTime: number;
    text: string;
  }
  interface WebVTTError {
    message: string;
    /** Counted from 1. */
    line: number;
    col?: number;
  }
  interface WebVTTParseResult {
    cues: WebVTTCue[];
    errors: WebVTTError[];
  }
  class WebVTTParser {
    constructor(entities?: Record<string, string>);
    parse(input: string, mode?: 'metadata' | 'chapters'): WebVTTParseResult;
  }
  const webvtt: { WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
