// m3u8-parser (the parser VHS uses, in node_modules through video.js) ships no typings: this is the
// slice of its manifest the tests read.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Parser } = require('m3u8-parser') as { Parser: new () => { push(text: string): void; end(): void; manifest: Manifest } };

interface Part {
  uri: string;
  duration: number;
  independent?: boolean;
}
interface Segment {
  uri: string;
  duration: number;
  dateTimeString?: string;
  parts?: Part[];
}
export interface Manifest {
  targetDuration?: number;
  mediaSequence?: number;
  endList?: boolean;
  serverControl?: Record<string, unknown>;
  partInf?: { partTarget: number };
  segments: Segment[];
  /** The segment in production: its parts and preload hints. */
  preloadSegment?: { parts?: Part[]; preloadHints?: { type: string; uri: string }[]; dateTimeString?: string };
  playlists?: { uri: string; attributes: { BANDWIDTH: number; RESOLUTION: { width: number; height: number } } }[];
}

/** The independent parser's view of a playlist. */
export function parseM3u8(text: string): Manifest {
  const parser = new Parser();
  parser.push(text);
  parser.end();
  return parser.manifest;
}
