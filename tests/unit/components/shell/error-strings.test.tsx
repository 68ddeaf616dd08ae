/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { resetErrorStringsForTests } from '@/components/shell/useErrorStrings';
import { serializeForScript, SHELL_STRINGS_ID } from '@/lib/i18n/shell-strings';

const mockReport = jest.fn(async (..._args: unknown[]) => undefined);
// Not hoisted under @jest/globals: the boundary is imported after the mock.
jest.mock('@/lib/report', () => ({ report: (...args: unknown[]) => mockReport(...args) }));

let ErrorBoundary: typeof import('@/app/[locale]/error').default;
beforeAll(async () => {
  ErrorBoundary = (await import('@/app/[locale]/error')).default;
});

function pageWithShellStrings(strings: unknown): void {
  const script = document.createElement('script');
  script.id = SHELL_STRINGS_ID;
  script.type = 'application/json';
  script.textContent = typeof strings === 'string' ? strings : serializeForScript(strings);
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(SHELL_STRINGS_ID)?.remove();
  document.documentElement.lang = '';
  resetErrorStringsForTests();
});

describe('error boundary copy', () => {
  it('says it in the page\'s own words when the page carries them, and reports the error', async () => {
    pageWithShellStrings({ errorTitle: 'Oops', errorBody: 'Later, please.', retry: 'Again' });
    render(<ErrorBoundary error={new Error('x')} reset={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Oops' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Again' })).toBeTruthy();
    // The reporter loads on first use (lib/report/later).
    await waitFor(() => expect(mockReport).toHaveBeenCalledWith(expect.objectContaining({ message: 'x' }), expect.objectContaining({ where: 'app.error-boundary' })));
  });

  it.each([
    ['en', 'Something went wrong', 'Try again'],
    ['zh-TW', '發生錯誤', '重試'],
    ['', 'エラーが発生しました', '再試行'],
  ])('without the page\'s strings (lang %p), loads the copy for the document\'s language', async (lang, title, retry) => {
    document.documentElement.lang = lang;
    pageWithShellStrings('{"errorTitle":3}');
    render(<ErrorBoundary error={new Error('x')} reset={() => undefined} />);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('button', { name: retry })).toBeTruthy();
  });
});
