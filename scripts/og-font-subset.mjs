#!/usr/bin/env node
/**
 * Regenerates the subset CJK fonts of the social preview images (lib/og/fonts, read by lib/og/fonts.ts).
 *
 *   node scripts/og-font-subset.mjs [scratch-dir]   (default /tmp/fontwork)
 *
 * Sources: Noto Sans JP and Noto Sans TC Bold (SIL OFL 1.1, lib/og/fonts/OFL.txt) from the npm
 * packages @expo-google-fonts/noto-sans-jp and -tc, subset with subset-font (harfbuzz hb-subset),
 * all installed in the scratch dir, never as project dependencies.
 *
 * Characters: ASCII, Latin-1 (¥), general punctuation, CJK symbols, kana, full/half-width forms,
 * plus the character sets of the two legacy encodings that list the common characters:
 * JIS X 0208 (symbols, kana and level-1 kanji: the common Japanese kanji) for the JP font and
 * Big5 (symbols and level-1 hanzi: the common Traditional Chinese characters) for the TC font;
 * Node's TextDecoder knows both, so no list is downloaded. Every character of messages/*.json is
 * added too, so the site's own strings always render.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = process.argv[2] ?? '/tmp/fontwork';
const PACKAGES = ['@expo-google-fonts/noto-sans-jp@0.4.3', '@expo-google-fonts/noto-sans-tc@0.4.3', 'subset-font@2.9.0'];

if (!existsSync(join(scratch, 'node_modules', 'subset-font'))) {
  mkdirSync(scratch, { recursive: true });
  if (!existsSync(join(scratch, 'package.json'))) writeFileSync(join(scratch, 'package.json'), '{"private":true}\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', scratch, ...PACKAGES], { stdio: 'inherit' });
}
const require = createRequire(join(scratch, 'package.json'));
const subsetFont = require('subset-font');

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Every character a double-byte encoding decodes from lead bytes [leadFrom, leadTo] × trail bytes. */
function decodeAll(encoding, leadFrom, leadTo, trails) {
  const decoder = new TextDecoder(encoding);
  let text = '';
  for (let lead = leadFrom; lead <= leadTo; lead++) {
    for (const trail of trails) {
      const char = decoder.decode(Uint8Array.from([lead, trail]));
      if (char !== '\uFFFD') text += char;
    }
  }
  return text;
}

/** The text up to and including `last` (level 1 of JIS X 0208 ends with 腕; level 2 follows in the same lead byte). */
const upTo = (text, last) => text.slice(0, text.indexOf(last) + last.length);

const sjisTrails = [...range(0x40, 0x7e), ...range(0x80, 0xfc)].map((c) => c.codePointAt(0));
const big5Trails = [...range(0x40, 0x7e), ...range(0xa1, 0xfe)].map((c) => c.codePointAt(0));

const common = [
  range(0x20, 0x7e), // ASCII
  range(0xa0, 0xff), // Latin-1: ¥ © × ·
  range(0x2010, 0x2044), // dashes, quotes, …, ‰
  range(0x20a0, 0x20bf), // currency signs
  '→←↑↓★☆♪♡♥●○◆◇■□▲△▼▽※〒',
  range(0x3000, 0x303f), // CJK symbols and punctuation
  range(0x3040, 0x30ff), // hiragana, katakana
  range(0xff01, 0xff9f), // full-width forms, half-width katakana
].join('');

function messageChars() {
  const dir = join(root, 'messages');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('');
}

const unique = (text) => [...new Set(Array.from(text))].join('');

const FONTS = [
  {
    source: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
    out: 'NotoSansJP-Bold-subset.woff',
    // JIS X 0208 rows 1-8 (symbols, kana, Greek, Cyrillic) and level-1 kanji (0x889F-0x9872).
    chars: decodeAll('shift_jis', 0x81, 0x84, sjisTrails) + upTo(decodeAll('shift_jis', 0x88, 0x98, sjisTrails), '腕'),
  },
  {
    source: '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf',
    out: 'NotoSansTC-Bold-subset.woff',
    // Big5 symbols (0xA140-0xA3BF) and level-1 hanzi (0xA440-0xC67E).
    chars: decodeAll('big5', 0xa1, 0xa3, big5Trails) + decodeAll('big5', 0xa4, 0xc6, big5Trails),
  },
];

const outDir = join(root, 'lib', 'og', 'fonts');
mkdirSync(outDir, { recursive: true });
for (const font of FONTS) {
  const text = unique(common + font.chars + messageChars());
  const source = readFileSync(require.resolve(font.source));
  const subset = await subsetFont(source, text, { targetFormat: 'woff' });
  writeFileSync(join(outDir, font.out), subset);
  console.log(`${font.out}: ${Array.from(text).length} characters asked, ${(subset.length / 1024).toFixed(0)} KiB`);
}
