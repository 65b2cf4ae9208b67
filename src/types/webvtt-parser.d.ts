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
  const webvtt: {
    /** entities: the named escapes to read, each with its leading "&" (and its ";" to be read correctly). */
    WebVTTParser: new (entities?: Record<string, string>) => {
      parse(input: string, mode?: string): { cues: WebVTTCue[]; errors: WebVTTError[] };
    };
    WebVTTCueTextParser: new (
      text: string,
      onError: (message: string, col: number) => void,
      mode: string,
      entities: Record<string, string>,
    ) => { parse(start: number, end: number): { children: WebVTTNode[] } };
    WebVTTSerializer: new () => { serialize(cues: WebVTTCue[], styles?: string[]): string };
  };
  export default webvtt;
  export type { WebVTTCue, WebVTTError, WebVTTNode };
}
