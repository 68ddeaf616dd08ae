import list from './banned-words.json';

/**
 * The banned-word filter of live-room §5: a case-insensitive match of a long list (one data file,
 * banned-words.json) against a comment's name and message.
 *
 * Matching: text and words are normalised (NFKC, so full-width letters and half-width katakana
 * match their usual forms; lower case; zero-width characters removed), then one Aho-Corasick pass
 * finds every listed word in time linear in the text, however long the list.
 * - A word of Latin letters and digits must stand alone (`ass` does not match `class`).
 * - A trailing `*` matches it as a word prefix (`http*` matches `https://`, `fuck*` matches `fucking`).
 * - Any other word (Japanese, Chinese, with symbols) matches anywhere.
 */

export interface BannedWordList {
  version: number;
  /** category → language → words. */
  categories: Record<string, Record<string, string[]>>;
}

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
const WORD_CHAR = /[a-z0-9]/;
const LATIN_WORD = /^[a-z0-9][a-z0-9 .'-]*$/;

export function normalizeForMatch(text: string): string {
  return text.normalize('NFKC').replace(ZERO_WIDTH, '').toLowerCase();
}

interface Pattern {
  word: string;
  /** Needs a non-word character (or the edge) before it. */
  leftBoundary: boolean;
  rightBoundary: boolean;
}

interface Node {
  next: Map<string, number>;
  fail: number;
  /** Patterns ending here, own and through fail links. */
  out: number[];
}

export interface BannedWordMatcher {
  /** The first listed word found in the text (normalised), or null. */
  find(text: string): string | null;
  matches(text: string): boolean;
  readonly size: number;
}

function patternOf(entry: string): Pattern | null {
  const trimmed = normalizeForMatch(entry.trim());
  const prefix = trimmed.endsWith('*');
  const word = prefix ? trimmed.slice(0, -1) : trimmed;
  if (!word) return null;
  const latin = LATIN_WORD.test(word);
  return { word, leftBoundary: latin, rightBoundary: latin && !prefix };
}

export function createBannedWordMatcher(words: readonly string[]): BannedWordMatcher {
  const patterns: Pattern[] = [];
  const seen = new Set<string>();
  for (const entry of words) {
    const pattern = patternOf(entry);
    const key = pattern && `${pattern.word}|${pattern.leftBoundary}|${pattern.rightBoundary}`;
    if (!pattern || !key || seen.has(key)) continue;
    seen.add(key);
    patterns.push(pattern);
  }

  const nodes: Node[] = [{ next: new Map(), fail: 0, out: [] }];
  patterns.forEach((pattern, index) => {
    let at = 0;
    for (const char of pattern.word) {
      let child = nodes[at].next.get(char);
      if (child === undefined) {
        child = nodes.length;
        nodes.push({ next: new Map(), fail: 0, out: [] });
        nodes[at].next.set(char, child);
      }
      at = child;
    }
    nodes[at].out.push(index);
  });

  // Breadth-first fail links.
  const queue: number[] = [...nodes[0].next.values()];
  for (let head = 0; head < queue.length; head += 1) {
    const at = queue[head];
    for (const [char, child] of nodes[at].next) {
      let fail = nodes[at].fail;
      while (fail !== 0 && !nodes[fail].next.has(char)) fail = nodes[fail].fail;
      const target = nodes[fail].next.get(char);
      nodes[child].fail = target !== undefined && target !== child ? target : 0;
      nodes[child].out.push(...nodes[nodes[child].fail].out);
      queue.push(child);
    }
  }

  function find(text: string): string | null {
    const chars = Array.from(normalizeForMatch(text));
    let at = 0;
    for (let i = 0; i < chars.length; i += 1) {
      const char = chars[i];
      while (at !== 0 && !nodes[at].next.has(char)) at = nodes[at].fail;
      at = nodes[at].next.get(char) ?? 0;
      for (const index of nodes[at].out) {
        const pattern = patterns[index];
        const length = Array.from(pattern.word).length;
        const before = chars[i - length];
        const after = chars[i + 1];
        if (pattern.leftBoundary && before !== undefined && WORD_CHAR.test(before)) continue;
        if (pattern.rightBoundary && after !== undefined && WORD_CHAR.test(after)) continue;
        return pattern.word;
      }
    }
    return null;
  }

  return { find, matches: (text) => find(text) !== null, size: patterns.length };
}

/** Every word of the data file. */
export function wordsOf(data: BannedWordList): string[] {
  return Object.values(data.categories).flatMap((languages) => Object.values(languages).flat());
}

export const BANNED_WORDS: BannedWordList = list;

let shared: BannedWordMatcher | null = null;

/** The matcher of the shipped list, built on first use. */
export function bannedWordMatcher(): BannedWordMatcher {
  shared ??= createBannedWordMatcher(wordsOf(BANNED_WORDS));
  return shared;
}

export const containsBannedWord = (text: string | null | undefined): boolean => Boolean(text) && bannedWordMatcher().matches(text ?? '');
