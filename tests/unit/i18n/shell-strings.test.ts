/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { readShellStrings, serializeForScript, SHELL_STRINGS_ID } from '@/lib/i18n/shell-strings';

describe('shell strings', () => {
  it('round-trips through a script element, escaping markup', () => {
    const strings = { errorTitle: '</script><b>x', errorBody: 'b', retry: '再試行' };
    const json = serializeForScript(strings);
    expect(json).not.toContain('</script>');
    document.body.innerHTML = `<script id="${SHELL_STRINGS_ID}" type="application/json">${json}</script>`;
    expect(readShellStrings()).toEqual(strings);
  });
  it('gives null when the element is missing or broken', () => {
    document.body.innerHTML = '';
    expect(readShellStrings()).toBeNull();
    document.body.innerHTML = `<script id="${SHELL_STRINGS_ID}" type="application/json">{broken</script>`;
    expect(readShellStrings()).toBeNull();
  });
  it('gives null for JSON that is not three non-empty strings', () => {
    for (const json of ['null', '"x"', '{"errorTitle":"a","errorBody":"b"}', '{"errorTitle":"a","errorBody":"b","retry":""}', '{"errorTitle":3,"errorBody":"b","retry":"c"}']) {
      document.body.innerHTML = `<script id="${SHELL_STRINGS_ID}" type="application/json">${json}</script>`;
      expect(readShellStrings()).toBeNull();
    }
  });
});
