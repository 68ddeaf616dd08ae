/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { resetErrorStringsForTests } from '@/components/shell/useErrorStrings';
import { SHELL_STRINGS_ID } from '@/lib/i18n/shell-strings';

// createRoot(document) outside Testing Library: tell React updates are wrapped in act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mockReport = jest.fn(async (..._args: unknown[]) => undefined);
// Not hoisted under @jest/globals: the boundary is imported after the mock.
jest.mock('@/lib/report', () => ({ report: (...args: unknown[]) => mockReport(...args) }));

let GlobalError: typeof import('@/app/global-error').default;
beforeAll(async () => {
  GlobalError = (await import('@/app/global-error')).default;
});

afterEach(() => {
  resetErrorStringsForTests();
  mockReport.mockClear();
});

describe('the root error boundary', () => {
  it('renders a whole document in ja on the server, before any script runs', () => {
    const html = renderToString(<GlobalError error={new Error('x')} reset={() => undefined} />);
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('エラーが発生しました');
    expect(html).toContain('再試行');
  });

  it('in the browser keeps the failed page\'s language and words, and reports the error', async () => {
    document.documentElement.lang = 'en';
    document.head.innerHTML = `<script id="${SHELL_STRINGS_ID}" type="application/json">{"errorTitle":"Something went wrong","errorBody":"Please try again in a moment.","retry":"Try again"}</script>`;
    const root = createRoot(document);
    await act(async () => root.render(<GlobalError error={Object.assign(new Error('boom'), { digest: 'd1' })} reset={() => undefined} />));
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(document.querySelector('button')?.textContent).toBe('Try again');
    await act(async () => {
      await Promise.resolve();
    });
    expect(mockReport).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), { where: 'app.global-error', extra: { digest: 'd1' } });
    await act(async () => root.unmount());
  });
});
