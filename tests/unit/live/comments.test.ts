import { describe, expect, it } from '@jest/globals';
import {
  BANNED_WORDS,
  bannedWordMatcher,
  checkComment,
  commentThrottleMs,
  commentWaitMs,
  containsBannedWord,
  createBannedWordMatcher,
  createCommentThrottle,
  interactionGate,
  normalizeForMatch,
  purchaseGate,
  senderName,
  wordsOf,
} from '@/lib/live/comments';

describe('the banned-word list', () => {
  it('is one long list covering every category of the spec in Japanese, English and Chinese', () => {
    expect(Object.keys(BANNED_WORDS.categories).sort()).toEqual(['discriminatory', 'drugs', 'geopolitical', 'political', 'profanity', 'promotional', 'religion', 'sexual']);
    for (const languages of Object.values(BANNED_WORDS.categories)) {
      expect(Object.keys(languages).sort()).toEqual(['en', 'ja', 'zh']);
      for (const words of Object.values(languages)) expect(words.length).toBeGreaterThanOrEqual(15);
    }
    expect(wordsOf(BANNED_WORDS).length).toBeGreaterThan(800);
    expect(bannedWordMatcher().size).toBeGreaterThan(800);
  });

  it.each([
    ['Japanese profanity', 'お前なんか死ね'],
    ['Japanese sexual', 'セックスしよ'],
    ['Japanese discriminatory', 'キチガイかよ'],
    ['Japanese drugs', '覚醒剤あります'],
    ['Japanese political', 'ネトウヨ乙'],
    ['Japanese religion', '統一教会の勧誘'],
    ['Japanese geopolitical', '竹島は'],
    ['Japanese promotional', 'LINE追加してね'],
    ['English profanity', 'what the fuck'],
    ['English, upper case', 'SHIT happens'],
    ['English, prefix form', 'fucking great'],
    ['English drugs', 'buy cocaine here'],
    ['Chinese profanity (traditional)', '幹你娘'],
    ['Chinese profanity (simplified)', '操你妈'],
    ['Chinese sexual', '約炮嗎'],
    ['Chinese political', '台独万岁'],
    ['Chinese promotional', '加LINE領紅包'],
    ['the word http', 'see http://spam.example'],
    ['https through the prefix rule', 'HTTPS://spam.example'],
  ])('matches %s', (_label, text) => {
    expect(containsBannedWord(text)).toBe(true);
  });

  it('matches full-width and half-width forms after normalising', () => {
    expect(normalizeForMatch('ＦＵＣＫ ｶﾀｶﾅ')).toBe('fuck カタカナ');
    expect(containsBannedWord('ＦＵＣＫ')).toBe(true);
    expect(containsBannedWord('ｾｯｸｽ')).toBe(true);
    expect(containsBannedWord('ｈｔｔｐ：//x')).toBe(true);
    expect(containsBannedWord('fu\u200Bck')).toBe(true);
  });

  it('does not match Latin words inside longer words', () => {
    for (const text of ['a classic class', 'pass the cocktail', 'Scunthorpe', 'assessment', 'the raccoon', 'rapeseed oil', 'Fukuoka']) {
      expect(containsBannedWord(text)).toBe(false);
    }
  });

  it('passes ordinary shopping chat', () => {
    for (const text of ['こんばんは！楽しみにしてました', 'A1+2', '抹茶ラテおいしそう', 'バカ売れですね', '這個多少錢？', '请问有货吗', 'Is shipping free?', 'カステラ', 'ばかりです', '三小時後', '1450円']) {
      expect(containsBannedWord(text)).toBe(false);
    }
    expect(containsBannedWord('')).toBe(false);
    expect(containsBannedWord(null)).toBe(false);
  });

  it('builds matchers from any list: words with symbols match anywhere, a * suffix marks a prefix', () => {
    const matcher = createBannedWordMatcher(['foo*', 'bar', '禁止', 'a.b', ' ', '']);
    expect(matcher.size).toBe(4);
    expect(matcher.find('Foobar')).toBe('foo');
    expect(matcher.matches('xbar')).toBe(false);
    expect(matcher.matches('bar!')).toBe(true);
    expect(matcher.matches('これは禁止です')).toBe(true);
    expect(matcher.matches('xa.bx')).toBe(false);
    expect(matcher.matches('see a.b now')).toBe(true);
  });

  it('finds overlapping words (fail links) in one pass', () => {
    const matcher = createBannedWordMatcher(['あいうえ', 'いう', '抹茶犬']);
    expect(matcher.find('xあいうx')).toBe('いう');
    expect(matcher.find('抹茶抹茶犬')).toBe('抹茶犬');
  });

  it('stays fast on long input with the full list', () => {
    const text = 'こんばんは今日もありがとう '.repeat(2_000);
    const started = performance.now();
    expect(containsBannedWord(text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('checkComment', () => {
  const viewer = { type: 'user' as const, id: 1001 };
  const base = { viewer, blockedIds: [] as const, dirtyWordOn: true, name: 'はなこ', message: 'こんにちは' };

  it('passes an ordinary comment, trimmed', () => {
    expect(checkComment({ ...base, message: '  A1+1  ' })).toEqual({ ok: true, name: 'はなこ', message: 'A1+1' });
  });

  it('sends nothing for a blank message', () => {
    expect(checkComment({ ...base, message: '   ' })).toEqual({ ok: false, reason: 'empty' });
  });

  it('keeps a blocked sender’s comment local, with the name and message', () => {
    expect(checkComment({ ...base, blockedIds: ['user:1001'] })).toEqual({ ok: false, reason: 'blocked', name: 'はなこ', message: 'こんにちは', messageKey: 'blockedComment' });
    expect(checkComment({ ...base, blockedIds: new Set(['user:1001'] as const) }).ok).toBe(false);
    expect(checkComment({ ...base, blockedIds: ['guest:1001'] }).ok).toBe(true);
  });

  it('keeps a comment local when the name or the message has a banned word, only with filtering on', () => {
    expect(checkComment({ ...base, message: 'fuck' })).toMatchObject({ ok: false, reason: 'banned_word', messageKey: 'bannedWord' });
    expect(checkComment({ ...base, name: '死ね太郎' })).toMatchObject({ ok: false, reason: 'banned_word' });
    expect(checkComment({ ...base, dirtyWordOn: false, message: 'fuck' }).ok).toBe(true);
    expect(checkComment({ ...base, message: 'ok', isBanned: (t) => t === 'ok' }).ok).toBe(false);
  });

  it('keeps a buyer on the store blacklist from commenting, with its own message', () => {
    expect(checkComment({ ...base, inStoreBlacklist: true })).toMatchObject({ ok: false, reason: 'in_blacklist', messageKey: 'inBlacklistComment' });
  });
});

describe('sender name, throttle and gates', () => {
  it('names the sender: group-stream nickname, else username, else guest name, else empty', () => {
    expect(senderName({ groupStreamName: 'りん@組', username: 'はなこ', guestName: 'g' })).toBe('りん@組');
    expect(senderName({ groupStreamName: ' ', username: 'はなこ', guestName: 'g' })).toBe('はなこ');
    expect(senderName({ guestName: 'ゆき' })).toBe('ゆき');
    expect(senderName({})).toBe('');
  });

  it('converts the post’s comment_throttle seconds to ms, default 0', () => {
    expect(commentThrottleMs(3)).toBe(3_000);
    expect(commentThrottleMs(0.5)).toBe(500);
    expect(commentThrottleMs(null)).toBe(0);
    expect(commentThrottleMs(undefined)).toBe(0);
    expect(commentThrottleMs(-1)).toBe(0);
    expect(commentWaitMs(1_000, 3_000, 2_500)).toBe(1_500);
    expect(commentWaitMs(null, 3_000, 2_500)).toBe(0);
  });

  it('throttles sends over an injected clock; a failed send can be released', () => {
    let now = 0;
    const throttle = createCommentThrottle(3_000, () => now);
    expect(throttle.tryAcquire()).toBe(true);
    now = 2_999;
    expect(throttle.tryAcquire()).toBe(false);
    expect(throttle.waitMs()).toBe(1);
    now = 3_000;
    expect(throttle.tryAcquire()).toBe(true);
    throttle.release();
    expect(throttle.tryAcquire()).toBe(true);
    const none = createCommentThrottle(0, () => now);
    expect(none.tryAcquire() && none.tryAcquire()).toBe(true);
  });

  it('lets members pass, guests when the guest feature is on; else nickname or login dialog', () => {
    expect(interactionGate('member', false)).toBe('pass');
    expect(interactionGate('guest', true)).toBe('pass');
    expect(interactionGate('guest', false)).toBe('login-dialog');
    expect(interactionGate('ghost', true)).toBe('nickname-dialog');
    expect(interactionGate('ghost', false)).toBe('login-dialog');
  });

  it('keeps a blacklisted buyer from buying', () => {
    expect(purchaseGate(true)).toEqual({ ok: false, messageKey: 'inBlacklistBuy' });
    expect(purchaseGate(false)).toEqual({ ok: true });
  });
});
