/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import { request } from '@/lib/api/client';
import { configFromEnv } from '@/lib/config';

/** XSRF is a browser matter: jsdom gives the page an origin and document.cookie. */

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = jest.fn<(...args: FetchArgs) => Promise<Response>>();
const okResponse = { status: 200, text: async () => '{"success":true}' } as Response;
const Answer = z.object({ success: z.boolean() });

function useApiAt(apiUrl: string) {
  window.__KIRARI_CONFIG__ = { ...configFromEnv({}), apiUrl };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(okResponse);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
});

describe('X-XSRF-TOKEN', () => {
  it('is sent, decoded, to the page origin', async () => {
    useApiAt(window.location.origin);
    await request({ method: 'POST', path: '/api/v1/me/password', body: {}, schema: Answer });
    const headers = new Headers(fetchMock.mock.calls[0][1].headers);
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc==');
  });

  it('is not sent to another origin', async () => {
    useApiAt('https://api.example.com');
    await request({ method: 'POST', path: '/api/v1/me/password', body: {}, schema: Answer });
    const headers = new Headers(fetchMock.mock.calls[0][1].headers);
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});
