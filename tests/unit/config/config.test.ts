import { describe, expect, it } from '@jest/globals';
import { DEFAULT_HOME_STORES, homeStoreSlugs } from '@/lib/config/home-stores';
import { configFromEnv, DEFAULT_INTERACTION_URL, DEFAULT_PLATFORM_URL } from '@/lib/config';

describe('configFromEnv', () => {
  it('defaults to the embedded platform, which allows loopback redirects', () => {
    const config = configFromEnv({});
    expect(config.apiUrl).toBe(DEFAULT_PLATFORM_URL);
    expect(config.interactionUrl).toBe(DEFAULT_INTERACTION_URL);
    expect(config.sentryDsn).toBeNull();
    expect(config.allowLoopbackRedirects).toBe(true);
  });
  it('uses a configured platform without loopback redirects unless asked', () => {
    const config = configFromEnv({ PLATFORM_API_URL: 'https://api.example.com/', SENTRY_DSN: 'https://k@sentry.example.com/1' });
    expect(config.apiUrl).toBe('https://api.example.com');
    expect(config.sentryDsn).toBe('https://k@sentry.example.com/1');
    expect(config.allowLoopbackRedirects).toBe(false);
    expect(configFromEnv({ PLATFORM_API_URL: 'http://127.0.0.1:4110', ALLOW_LOOPBACK_REDIRECTS: '1' }).allowLoopbackRedirects).toBe(true);
  });
});


describe('homeStoreSlugs', () => {
  it('defaults to the demo stores and parses a comma list, dropping junk and repeats', () => {
    expect(homeStoreSlugs(undefined)).toEqual(DEFAULT_HOME_STORES);
    expect(homeStoreSlugs(' demo, taiwan ,demo,../x,')).toEqual(['demo', 'taiwan']);
  });
});
