/** @jest-environment node */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import { getPublicConfig } from '@/lib/config';

// The SWC transform does not hoist jest.mock when jest comes from @jest/globals, so the modules
// under test are imported dynamically, after the mock is registered.
jest.mock('@/lib/report', () => ({
  report: jest.fn(() => Promise.resolve()),
  breadcrumb: jest.fn(),
}));

let client: typeof import('@/lib/api/client');
let reportMock: jest.MockedFunction<typeof import('@/lib/report').report>;
let breadcrumbMock: jest.MockedFunction<typeof import('@/lib/report').breadcrumb>;

beforeAll(async () => {
  client = await import('@/lib/api/client');
  const reporting = await import('@/lib/report');
  reportMock = jest.mocked(reporting.report);
  breadcrumbMock = jest.mocked(reporting.breadcrumb);
});

/** Shorthands, resolved after the dynamic import. */
const request: typeof import('@/lib/api/client').request = (call, ctx) => client.request(call, ctx);

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = jest.fn<(...args: FetchArgs) => Promise<Response>>();

const Answer = z.object({ data: z.object({ id: z.number() }) });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function lastCall(): { url: URL; init: RequestInit; headers: Headers } {
  const [input, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
  return { url: new URL(input), init, headers: new Headers(init.headers) };
}

/** A fetch that never answers and, like the real one, rejects when its signal is or becomes aborted. */
function hangingFetch() {
  fetchMock.mockImplementation(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (init.signal?.aborted) abort();
        init.signal?.addEventListener('abort', abort);
      }),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  reportMock.mockClear();
  breadcrumbMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('headers', () => {
  it('sends member and guest bearer tokens, Accept-Language and the buyer version', async () => {
    fetchMock.mockResolvedValue(json({ data: { id: 1 } }));
    await request({ method: 'GET', path: '/api/v1/x', schema: Answer }, { token: 'member.jwt', guestToken: 'guest.jwt', locale: 'zh-TW' });
    const { headers, init } = lastCall();
    expect(headers.get('Authorization')).toBe('Bearer member.jwt');
    expect(headers.get(client.GUEST_AUTH_HEADER)).toBe('Bearer guest.jwt');
    expect(client.GUEST_AUTH_HEADER).toBe('X-Guest-Authorization');
    expect(headers.get('Accept-Language')).toBe('zh-TW');
    expect(headers.get(client.BUYER_VERSION_HEADER)).toBe(getPublicConfig().buyerVersion);
    expect(client.BUYER_VERSION_HEADER).toBe('X-Buyer-Version');
    expect(headers.get('Accept')).toBe('application/json');
    expect(init.credentials).toBe('include');
  });

  it('sends no token headers without tokens, and no XSRF header outside a browser', async () => {
    fetchMock.mockResolvedValue(json({ data: { id: 1 } }));
    await request({ method: 'GET', path: '/api/v1/x', schema: Answer });
    const { headers } = lastCall();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has(client.GUEST_AUTH_HEADER)).toBe(false);
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends only the tokens its caller passes (no ambient token source), and null sends none', async () => {
    fetchMock.mockResolvedValue(json({ data: { id: 1 } }));
    await request({ method: 'GET', path: '/a', schema: Answer }, { token: 'from-caller', locale: 'ja' });
    expect(lastCall().headers.get('Authorization')).toBe('Bearer from-caller');
    expect(lastCall().headers.get('Accept-Language')).toBe('ja');

    fetchMock.mockResolvedValue(json({ data: { id: 1 } }));
    await request({ method: 'GET', path: '/a', schema: Answer }, { token: null });
    expect(lastCall().headers.has('Authorization')).toBe(false);
    expect('configureClient' in client).toBe(false);
  });
});

describe('url and body', () => {
  it('builds the query: skips null/undefined, stringifies scalars, brackets arrays', async () => {
    fetchMock.mockResolvedValue(json({ data: { id: 1 } }));
    await request({
      method: 'GET',
      path: '/api/v1/stores/demo/products',
      query: { keyword: 'tシャツ & hat', page: 2, all: true, vendor_id: undefined, skip: null, ids: [1, 2] },
      schema: Answer,
    });
    const { url } = lastCall();
    expect(url.origin + url.pathname).toBe(`${getPublicConfig().apiUrl}/api/v1/stores/demo/products`);
    expect(url.searchParams.get('keyword')).toBe('tシャツ & hat');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('all')).toBe('true');
    expect(url.searchParams.has('vendor_id')).toBe(false);
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.getAll('ids[]')).toEqual(['1', '2']);
  });

  it('keeps a base path prefix', () => {
    expect(client.buildUrl('https://api.example.com/prefix/', '/api/v1/me')).toBe('https://api.example.com/prefix/api/v1/me');
    expect(client.buildUrl('https://api.example.com/prefix', 'api/v1/me')).toBe('https://api.example.com/prefix/api/v1/me');
  });

  it('sends a JSON body with its content type; a GET has neither', async () => {
    fetchMock.mockResolvedValue(json({ data: { id: 1 } }));
    await request({ method: 'POST', path: '/api/v1/addresses', body: { name: 'Hana', type: 'custom' }, schema: Answer });
    let call = lastCall();
    expect(call.init.method).toBe('POST');
    expect(JSON.parse(String(call.init.body))).toEqual({ name: 'Hana', type: 'custom' });
    expect(call.headers.get('Content-Type')).toBe('application/json');

    fetchMock.mockResolvedValue(json({ data: { id: 1 } }));
    await request({ method: 'GET', path: '/api/v1/addresses', schema: Answer });
    call = lastCall();
    expect(call.init.body).toBeUndefined();
    expect(call.headers.has('Content-Type')).toBe(false);
  });

  it('sends interaction calls to the interaction host', async () => {
    fetchMock.mockResolvedValue(json({ success: true }));
    await request({ method: 'POST', path: '/comment', body: {}, schema: z.object({ success: z.boolean() }), service: 'interaction' });
    expect(lastCall().url.toString()).toBe(`${getPublicConfig().interactionUrl}/comment`);
  });
});

describe('answers', () => {
  it('returns the parsed data on a match', async () => {
    fetchMock.mockResolvedValue(json({ data: { id: 3, extra: 'dropped' } }));
    const result = await request({ method: 'GET', path: '/a', schema: Answer });
    expect(result).toEqual({ ok: true, data: { data: { id: 3 } } });
    expect(reportMock).not.toHaveBeenCalled();
  });

  it('reports a schema mismatch and still returns the received data unchanged', async () => {
    const received = { data: { id: 'three' }, more: [1] };
    fetchMock.mockResolvedValue(json(received));
    const result = await request({ method: 'GET', path: '/api/v1/orders/3', schema: Answer });
    expect(result).toEqual({ ok: true, data: received });
    expect(reportMock).toHaveBeenCalledTimes(1);
    const [error, context] = reportMock.mock.calls[0];
    expect(error).toBeInstanceOf(z.ZodError);
    expect(context).toMatchObject({ where: 'api.schema-mismatch', extra: { method: 'GET', path: '/api/v1/orders/3' } });
    expect(breadcrumbMock).toHaveBeenCalledWith('api', 'schema mismatch', { method: 'GET', path: '/api/v1/orders/3' });
  });

  it('treats an empty 2xx body as null', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const result = await request({ method: 'DELETE', path: '/a', schema: z.null() });
    expect(result).toEqual({ ok: true, data: null });
  });
});

describe('errors', () => {
  it('a rejected fetch (TypeError) is a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const result = await request({ method: 'GET', path: '/a', schema: Answer });
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'fetch failed' } });
  });

  it('timeoutMs aborts the call as a timeout', async () => {
    jest.useFakeTimers();
    hangingFetch();
    const pending = request({ method: 'GET', path: '/slow', schema: Answer }, { timeoutMs: 5000 });
    await jest.advanceTimersByTimeAsync(4999);
    expect(fetchMock.mock.calls[0][1].signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('timeout');
  });

  it('no timeout by default', async () => {
    jest.useFakeTimers();
    hangingFetch();
    void request({ method: 'GET', path: '/slow', schema: Answer });
    await jest.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(fetchMock.mock.calls[0][1].signal?.aborted).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('the caller cancelling is canceled', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = request({ method: 'GET', path: '/slow', schema: Answer }, { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('canceled');
  });

  it('a signal aborted before the call is canceled without waiting for an answer', async () => {
    hangingFetch();
    const controller = new AbortController();
    controller.abort();
    const result = await request({ method: 'GET', path: '/slow', schema: Answer }, { signal: controller.signal });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('canceled');
  });

  it('an abort nobody asked for is aborted', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const result = await request({ method: 'GET', path: '/a', schema: Answer });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('aborted');
  });

  it('a 4xx keeps message, report_type and report_code', async () => {
    const body = { message: 'Card declined', report_type: 'GMO_PAYMENT_EXCEPTION', report_code: 'E01' };
    fetchMock.mockResolvedValue(json(body, 422));
    const result = await request({ method: 'POST', path: '/api/v2/orders/3/pay', body: {}, schema: Answer });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'status', status: 422, message: 'Card declined', report_type: 'GMO_PAYMENT_EXCEPTION', report_code: 'E01', body },
    });
  });

  it('field messages win over the message', async () => {
    fetchMock.mockResolvedValue(json({ message: 'The given data was invalid.', errors: { email: ['Email is taken'] } }, 422));
    const result = await request({ method: 'PUT', path: '/api/v1/me', body: {}, schema: Answer });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toEqual({ email: ['Email is taken'] });
  });

  it('a 5xx without a JSON body is a status error with a fallback message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await request({ method: 'GET', path: '/a', schema: Answer });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'status', status: 502, message: 'HTTP 502' });
    // Reported as a failed call, not as a schema mismatch.
    expect(reportMock.mock.calls.map(([, context]) => context.where)).toEqual(['api.failure']);
  });

  it('a 401 is a status error for the caller to handle (the 401 rule runs where the session lives)', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Unauthenticated.' }, 401));
    const result = await request({ method: 'GET', path: '/api/v1/liveweb/me', schema: Answer });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'status', status: 401, message: 'Unauthenticated.' }) });
  });
});

describe('failures reported once, in the wrapper', () => {
  const where = () => reportMock.mock.calls.map(([, context]) => context.where);

  it('reports a 5xx, a network error and a timeout with the call', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Internal platform error' }, 500));
    await request({ method: 'GET', path: '/api/v1/a', schema: Answer });
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await request({ method: 'POST', path: '/api/v1/b', schema: Answer, body: {} });
    expect(where()).toEqual(['api.failure', 'api.failure']);
    expect(reportMock.mock.calls[0][1].extra).toMatchObject({ method: 'GET', path: '/api/v1/a', kind: 'status', status: 500 });
    expect(reportMock.mock.calls[1][1].extra).toMatchObject({ method: 'POST', path: '/api/v1/b', kind: 'network' });

    jest.useFakeTimers();
    hangingFetch();
    const pending = request({ method: 'GET', path: '/api/v1/c', schema: Answer }, { timeoutMs: 50 });
    await jest.advanceTimersByTimeAsync(60);
    await pending;
    expect(reportMock.mock.calls[2][1].extra).toMatchObject({ path: '/api/v1/c', kind: 'timeout' });
  });

  it('does not report 4xx verdicts or a call the caller canceled', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Unprocessable' }, 422));
    await request({ method: 'GET', path: '/a', schema: Answer });
    fetchMock.mockResolvedValueOnce(json({ message: 'Unauthenticated' }, 401));
    await request({ method: 'GET', path: '/a', schema: Answer });
    const controller = new AbortController();
    controller.abort();
    hangingFetch();
    await request({ method: 'GET', path: '/a', schema: Answer }, { signal: controller.signal });
    expect(reportMock).not.toHaveBeenCalled();
  });

  it.each([
    [{ kind: 'status', status: 503, message: '' }, true],
    [{ kind: 'status', status: 404, message: '' }, false],
    [{ kind: 'network', message: '' }, true],
    [{ kind: 'timeout', message: '' }, true],
    [{ kind: 'aborted', message: '' }, false],
    [{ kind: 'canceled', message: '' }, false],
  ] as const)('%p reportable: %p', (error, expected) => {
    expect(client.isReportableFailure(error)).toBe(expected);
  });
});
