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
  interface WebVTTParser {
    parse(input: string, mode?: 'metadata' | 'chapters'): WebVTTParseResult;
  }
  const webvtt: { WebVTTParser: new (entities?: Record<string, string>) => WebVTTParser };
  export default webvtt;
}
