import { describe, expect, it } from '@jest/globals';
import { hintOf, purchaseWordOf } from '@/lib/live/room-flag-values';

describe('hintOf (tutorial_hint_type)', () => {
  it("shows the chat hint for 'comment', in any case and spacing", () => {
    expect(hintOf({ tutorialHintType: 'comment' })).toBe('comment');
    expect(hintOf({ tutorialHintType: ' Comment ' })).toBe('comment');
  });
  it("shows no hint for 'none', 'off' or nothing", () => {
    for (const value of ['none', 'OFF', ' off ', '', '   ']) expect({ value, hint: hintOf({ tutorialHintType: value }) }).toEqual({ value, hint: null });
  });
  it('shows the shopping hint for anything else (the default is shopping)', () => {
    expect(hintOf({ tutorialHintType: 'shopping' })).toBe('shopping');
    expect(hintOf({ tutorialHintType: 'comments' })).toBe('shopping');
    expect(hintOf({ tutorialHintType: 'something new' })).toBe('shopping');
  });
});

describe('purchaseWordOf (purchase_button_word)', () => {
  it("is null for the default 'purchase' (translated by the UI) and for a blank word", () => {
    expect(purchaseWordOf({ purchaseButtonWord: 'purchase' })).toBeNull();
    expect(purchaseWordOf({ purchaseButtonWord: ' purchase ' })).toBeNull();
    expect(purchaseWordOf({ purchaseButtonWord: '' })).toBeNull();
    expect(purchaseWordOf({ purchaseButtonWord: '   ' })).toBeNull();
  });
  it("is the store's own word, trimmed, as written", () => {
    expect(purchaseWordOf({ purchaseButtonWord: ' 購入する ' })).toBe('購入する');
    expect(purchaseWordOf({ purchaseButtonWord: 'Purchase' })).toBe('Purchase');
  });
});
