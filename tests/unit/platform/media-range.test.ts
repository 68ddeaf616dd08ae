/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { rangeReply } from '@/platform/media';
import { parseRange } from '@/platform/media/range';

const SIZE = 1000;

describe('parseRange', () => {
  it('reads a closed range, clamping the end to the file', () => {
    expect(parseRange('bytes=0-99', SIZE)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseRange('bytes=900-5000', SIZE)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=5-5', SIZE)).toEqual({ kind: 'partial', start: 5, end: 5 });
  });

  it('reads an open-ended range (what a browser asks first)', () => {
    expect(parseRange('bytes=0-', SIZE)).toEqual({ kind: 'partial', start: 0, end: 999 });
    expect(parseRange('bytes=640-', SIZE)).toEqual({ kind: 'partial', start: 640, end: 999 });
  });

  it('reads a suffix range (the last N bytes), at most the whole file', () => {
    expect(parseRange('bytes=-100', SIZE)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=-5000', SIZE)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });

  it('finds a range past the end, or an empty suffix, unsatisfiable', () => {
    expect(parseRange('bytes=1000-', SIZE)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=1000-1200', SIZE)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', SIZE)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not serve: no header, other units, several ranges, bad syntax', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-9', 'bytes=-', 'bytes=abc', 'bytes=20-10']) {
      expect(parseRange(header, SIZE)).toEqual({ kind: 'full' });
    }
  });
});

describe('rangeReply', () => {
  const file = Buffer.from(Array.from({ length: SIZE }, (_, i) => i % 256));
  const reply = (range?: string) => rangeReply({ headers: range === undefined ? {} : { range } }, file, 'video/mp4');

  it('answers 200 with the whole file and Accept-Ranges', () => {
    const answer = reply();
    expect(answer.status).toBe(200);
    expect(answer.raw).toBe(file);
    expect(answer.headers).toMatchObject({ 'Accept-Ranges': 'bytes', 'Content-Length': '1000', 'Content-Type': 'video/mp4' });
  });

  it('answers 206 with the bytes and Content-Range', () => {
    const answer = reply('bytes=10-19');
    expect(answer.status).toBe(206);
    expect([...(answer.raw as Buffer)]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(answer.headers).toMatchObject({ 'Content-Range': 'bytes 10-19/1000', 'Content-Length': '10' });
  });

  it('answers 416 with the size for an unsatisfiable range', () => {
    const answer = reply('bytes=2000-');
    expect(answer.status).toBe(416);
    expect(answer.headers).toMatchObject({ 'Content-Range': 'bytes */1000', 'Content-Length': '0' });
  });
});
