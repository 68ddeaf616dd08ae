import type { ShellStrings } from './shell-strings';

/** The default language's error copy: what the root error boundary renders on the server. */
export const GLOBAL_ERROR_JA: ShellStrings = { errorTitle: 'エラーが発生しました', errorBody: 'しばらくしてからもう一度お試しください。', retry: '再試行' };
