import { describe, expect, it } from '@jest/globals';
import { channelPrefix, isChannelPrefix, parseAblyMessage, parsePubnubMessage } from '@/lib/live/realtime/messages';

describe('channelPrefix', () => {
  it('is the part before the first |', () => {
    expect(channelPrefix('comment|12')).toBe('comment');
    expect(channelPrefix('comment-failed|12')).toBe('comment-failed');
    expect(channelPrefix('cart|12|extra')).toBe('cart');
  });
  it('is the whole name without a separator, and empty for a leading |', () => {
    expect(channelPrefix('notification')).toBe('notification');
    expect(channelPrefix('|12')).toBe('');
  });
  it('knows the four channel kinds of the spec', () => {
    expect(['cart', 'comment', 'comment-failed', 'notification'].every(isChannelPrefix)).toBe(true);
    expect(isChannelPrefix('occupancy')).toBe(false);
  });
});

describe('parsePubnubMessage', () => {
  it('reads the { name, data } convention', () => {
    expect(parsePubnubMessage('comment|12', { name: 'comment', data: { message: 'hi' } })).toEqual({
      channel: 'comment|12',
      prefix: 'comment',
      name: 'comment',
      data: { message: 'hi' },
    });
  });
  it('gives null data when data is missing', () => {
    expect(parsePubnubMessage('notification|3', { name: 'live.stopped' })?.data).toBeNull();
  });
  it('decodes a message published as a JSON string, and a JSON-string data', () => {
    expect(parsePubnubMessage('cart|1', '{"name":"cart","data":"{\\"user_id\\":5}"}')).toMatchObject({
      name: 'cart',
      data: { user_id: 5 },
    });
  });
  it('keeps a plain string data as is', () => {
    expect(parsePubnubMessage('comment|1', { name: 'announcement', data: 'hello {there' })?.data).toBe('hello {there');
  });
  it('rejects anything else', () => {
    for (const raw of [null, 'text', 42, [1], { data: 1 }, { name: '' }, { name: 3 }, '{broken']) {
      expect(parsePubnubMessage('comment|1', raw)).toBeNull();
    }
  });
});

describe('parseAblyMessage', () => {
  it('takes name and data from the ably message', () => {
    expect(parseAblyMessage('comment-failed|9', 'comment.failed', { reason: 'not_on_sale' })).toEqual({
      channel: 'comment-failed|9',
      prefix: 'comment-failed',
      name: 'comment.failed',
      data: { reason: 'not_on_sale' },
    });
  });
  it('decodes pre-serialised JSON data and maps undefined to null', () => {
    expect(parseAblyMessage('cart|1', 'cart', '[1,2]')?.data).toEqual([1, 2]);
    expect(parseAblyMessage('cart|1', 'cart', undefined)?.data).toBeNull();
  });
  it('rejects a message without a name', () => {
    expect(parseAblyMessage('cart|1', undefined, {})).toBeNull();
    expect(parseAblyMessage('cart|1', '', {})).toBeNull();
  });
});
