// The W3C's WebVTT parser ships no types: what the portal reads of it.
declare module 'webvtt-parser' {
  interface WebVTTNode {
    type: string;
    name?: string;
    value?: unknown;
    classes?: string[];
    children?: WebVTTNode[];
  }
  interface WebVTTCue {
    id?: string;
    startTime: number;
    endTime: number;
    text: string;
    tree: { children: WebVTTNode[] };
    [setting: string]: unknown;
  }
  interface WebVTTError {
    message: string;
    line: number;
    col?: number;
  }
  class WebVTTParser {
    constructor(entities?: Record<string, string>);
    parse(input: string, mode?: 'metadata' | string): { cues: WebVTTCue[]; errors: WebVTTError[] };
  }
  class WebVTTCueTextParser {
    constructor(
      text: string,
      onError: (message: string, col: number) => void,
      mode: string,
      entities?: Record<string, string>,
    );
    parse(start: number, end: number): { children: WebVTTNode[] };
  }
  class WebVTTSerializer {
    serialize(cues: WebVTTCue[], styles?: string[]): string;
  }
  const webvtt: {
    WebVTTParser: typeof WebVTTParser;
    WebVTTCueTextParser: typeof WebVTTCueTextParser;
    WebVTTSerializer: typeof WebVTTSerializer;
  };
  export default webvtt;
  export type { WebVTTCue, WebVTTError, WebVTTNode };
}
