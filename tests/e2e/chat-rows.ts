import type { Locator } from '@playwright/test';

/** Every row of the virtualised chat, top to bottom: scrolled through, each row once by its place. */
export async function chatRows(list: Locator): Promise<string[]> {
  return list.evaluate(async (viewport) => {
    const rows = new Map<number, string>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top <= viewport.scrollHeight; top += Math.max(1, viewport.clientHeight / 2)) {
      viewport.scrollTop = top;
      await frame();
      for (const row of Array.from(viewport.firstElementChild?.children ?? []) as HTMLElement[]) rows.set(Math.round(row.offsetTop), row.textContent ?? '');
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
  });
}
