import type { Page } from '@playwright/test';

/** What makes a page scroll sideways: the document's widths, and the elements that stick out. */
export interface SidewaysOverflow {
  innerWidth: number;
  scrollWidth: number;
  /** The elements past the viewport's right (or left) edge whose parent is not: where the overflow starts. */
  culprits: string[];
}

/**
 * Measures the page's horizontal overflow in the browser. A culprit is an element reaching past the
 * viewport whose parent does not (the parent being the one whose width holds), and which no
 * ancestor clips (an `overflow-x` other than visible: a scroll strip's slides are not culprits).
 */
export async function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const root = document.documentElement;
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
    };
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== root && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
        if (getComputedStyle(parent).position === 'fixed') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== root && parts.length < 4; node = node.parentElement) {
        const testId = node.getAttribute('data-testid');
        const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join('');
        parts.unshift(`${node.tagName.toLowerCase()}${testId ? `[data-testid="${testId}"]` : ''}${classes}`);
      }
      const box = element.getBoundingClientRect();
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return `${parts.join(' > ')} (left ${Math.round(box.left)}, right ${Math.round(box.right)}, width ${Math.round(box.width)})${text ? ` "${text}"` : ''}`;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !clipped(element) && getComputedStyle(element).position !== 'fixed')
      .filter((element) => {
        const parent = element.parentElement;
        return !parent || parent === document.body || !sticksOut(parent);
      })
      .slice(0, 8)
      .map(describe);
    return { innerWidth: width, scrollWidth: root.scrollWidth, culprits };
  });
}
