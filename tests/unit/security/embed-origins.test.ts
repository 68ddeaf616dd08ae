import { describe, expect, it } from '@jest/globals';
import { parseEmbedOrigins } from '@/lib/security/embed-origins';

describe('parseEmbedOrigins', () => {
  it('is empty when unset or blank', () => {
    expect(parseEmbedOrigins(undefined)).toEqual({ origins: [], rejected: [] });
    expect(parseEmbedOrigins(' , ,')).toEqual({ origins: [], rejected: [] });
  });

  it('keeps http(s) origins, normalised and without repeats', () => {
    expect(parseEmbedOrigins(' https://Shop.Example , http://localhost:3000/,https://shop.example:443,https://partner.example:8443')).toEqual({
      origins: ['https://shop.example', 'http://localhost:3000', 'https://partner.example:8443'],
      rejected: [],
    });
  });

  it.each([
    ['*'],
    ['https://*.example.com'],
    ['https://shop.example/embed'],
    ['https://shop.example/.'],
    ['https://shop.example?x=1'],
    ['https://shop.example/#top'],
    ['https://user:pw@shop.example'],
    ['javascript:alert(1)'],
    ['data:text/html;base64'],
    ['ftp://shop.example'],
    ['shop.example'],
    ['//shop.example'],
    ["'self'"],
    ['https://shop .example'],
  ])('refuses %s and keeps the good ones', (bad) => {
    expect(parseEmbedOrigins(`https://good.example,${bad}`)).toEqual({ origins: ['https://good.example'], rejected: [bad] });
  });
});
