// Deep-merges {"en": {...}, "ja": {...}, "zh-TW": {...}} from a JSON file into messages/*.json in one
// quick read-modify-write per locale, so several people adding strings at once do not lose each other's keys.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCALES = ['en', 'ja', 'zh-TW'];

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/merge-messages.mjs additions.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, 'utf8'));
for (const locale of LOCALES) {
  if (!additions[locale]) continue;
  const path = `messages/${locale}.json`;
  const messages = merge(JSON.parse(readFileSync(path, 'utf8')), additions[locale]);
  writeFileSync(path, `${JSON.stringify(messages, null, 2)}\n`);
}
console.log(`merged ${Object.keys(additions).filter((l) => LOCALES.includes(l)).join(', ')}`);
