/** @jest-environment jsdom */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { VirtualList } from '@/components/ui/VirtualList';

/** jsdom has no layout: the viewport is 200 px tall and every row 20 px. */
const VIEWPORT = 200;
const ROW = 20;
const saved = {
  client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  offset: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
  scroll: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight'),
};

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'list' || this.getAttribute('role') === 'log' ? VIEWPORT : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.querySelector('[data-h]')?.getAttribute('data-h') ?? ROW);
    },
  });
  // The content height: padding plus the rendered rows, as a browser would lay it out.
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      const inner = this.firstElementChild as HTMLElement | null;
      if (!inner) return 0;
      const pad = (parseFloat(inner.style.paddingTop) || 0) + (parseFloat(inner.style.paddingBottom) || 0);
      return pad + inner.children.length * ROW;
    },
  });
});
afterAll(() => {
  for (const [name, descriptor] of [
    ['clientHeight', saved.client],
    ['offsetHeight', saved.offset],
    ['scrollHeight', saved.scroll],
  ] as const) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});

interface Item {
  id: number;
  text: string;
}
const make = (n: number, from = 0): Item[] => Array.from({ length: n }, (_, i) => ({ id: from + i, text: `item ${from + i}` }));
const getKey = (item: Item) => item.id;
const renderItem = (item: Item) => <span>{item.text}</span>;
/** The wrapper whose padding stands for the rows not rendered. */
const spacer = (list: HTMLElement) => list.firstElementChild as HTMLElement;

function List({ items, stick = false }: { items: Item[]; stick?: boolean }) {
  return <VirtualList items={items} getKey={getKey} renderItem={renderItem} estimateSize={ROW} overscan={2} stickToBottom={stick} label="Comments" empty="Nothing yet" />;
}

describe('VirtualList', () => {
  it('renders only the rows near the viewport of a long list, with padding for the rest', () => {
    render(<List items={make(1000)} />);
    const list = screen.getByRole('list', { name: 'Comments' });
    const rows = screen.getAllByRole('listitem');
    // 10 visible rows plus overscan, never the thousand.
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeLessThan(20);
    expect(rows[0]).toHaveTextContent('item 0');
    expect(spacer(list).style.paddingTop).toBe('0px');
    expect(parseFloat(spacer(list).style.paddingBottom)).toBe((1000 - rows.length) * ROW);
    // The region itself never grows with the list.
    expect(list.style.paddingTop).toBe('');
    expect(list).toHaveAttribute('tabindex', '0');
  });

  it('moves the window when scrolled', () => {
    render(<List items={make(1000)} />);
    const list = screen.getByRole('list');
    act(() => {
      list.scrollTop = 500 * ROW;
      fireEvent.scroll(list);
    });
    expect(screen.queryByText('item 0')).toBeNull();
    expect(screen.getByText('item 500')).toBeInTheDocument();
    expect(screen.getByText('item 509')).toBeInTheDocument();
    expect(parseFloat(spacer(list).style.paddingTop)).toBe(498 * ROW);
  });

  it('follows new rows while at the bottom, and stays put once the reader scrolled up', () => {
    const { rerender } = render(<List items={make(50)} stick />);
    const list = screen.getByRole('list');
    // Starts pinned to the bottom.
    expect(list.scrollTop).toBe(50 * ROW - VIEWPORT);
    expect(screen.getByText('item 49')).toBeInTheDocument();
    rerender(<List items={make(51)} stick />);
    expect(list.scrollTop).toBe(51 * ROW - VIEWPORT);
    expect(screen.getByText('item 50')).toBeInTheDocument();

    act(() => {
      fireEvent.wheel(list, { deltaY: -2000 });
      list.scrollTop = 0;
      fireEvent.scroll(list);
    });
    rerender(<List items={make(60)} stick />);
    expect(list.scrollTop).toBe(0);
    expect(screen.getByText('item 0')).toBeInTheDocument();
    expect(screen.queryByText('item 59')).toBeNull();
  });

  it('keeps following when layout, not the reader, moves the view away from the bottom', () => {
    const { rerender } = render(<List items={make(50)} stick />);
    const list = screen.getByRole('list');
    // The browser clamped the view while rows were measured, then the content grew by 72 px: its
    // scroll event reports a gap, with no input of the reader before it.
    const grown = 50 * ROW + 72;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => grown });
    act(() => {
      list.scrollTop = 50 * ROW - VIEWPORT;
      fireEvent.scroll(list);
    });
    expect(list.scrollTop).toBe(grown - VIEWPORT);
    delete (list as { scrollHeight?: number }).scrollHeight;
    rerender(<List items={make(55)} stick />);
    expect(list.scrollTop).toBe(55 * ROW - VIEWPORT);
    expect(screen.getByText('item 54')).toBeInTheDocument();
  });

  it('a scroll with no input and no change of layout (assistive technology) is the reader’s', () => {
    const { rerender } = render(<List items={make(50)} stick />);
    const list = screen.getByRole('list');
    act(() => {
      list.scrollTop = 200;
      fireEvent.scroll(list);
    });
    rerender(<List items={make(52)} stick />);
    expect(list.scrollTop).toBe(200);
  });

  it('a keyboard scroll up stops the following, and reaching the bottom again resumes it', () => {
    const { rerender } = render(<List items={make(50)} stick />);
    const list = screen.getByRole('list');
    act(() => {
      fireEvent.keyDown(list, { key: 'PageUp' });
      list.scrollTop = 100;
      fireEvent.scroll(list);
    });
    rerender(<List items={make(52)} stick />);
    expect(list.scrollTop).toBe(100);
    act(() => {
      fireEvent.keyDown(list, { key: 'End' });
      list.scrollTop = 52 * ROW - VIEWPORT;
      fireEvent.scroll(list);
    });
    rerender(<List items={make(53)} stick />);
    expect(list.scrollTop).toBe(53 * ROW - VIEWPORT);
  });

  it('uses measured heights for the offsets', () => {
    const tall = (item: Item) => <span data-h={item.id === 0 ? 100 : ROW}>{item.text}</span>;
    render(<VirtualList items={make(100)} getKey={getKey} renderItem={tall} estimateSize={ROW} overscan={0} label="L" />);
    const list = screen.getByRole('list');
    // Row 0 measured 100 px: the rest of the list is 99 rows of 20 px below what is rendered.
    const rendered = screen.getAllByRole('listitem').length;
    expect(parseFloat(spacer(list).style.paddingBottom)).toBe((100 - rendered) * ROW);
    act(() => {
      list.scrollTop = 100;
      fireEvent.scroll(list);
    });
    // Offset 100 is the start of row 1 (not row 5 as the estimate would say).
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('item 1');
  });

  it('shows the empty content and supports a log role without list items', () => {
    const { rerender } = render(<List items={[]} />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    rerender(<VirtualList items={make(3)} getKey={getKey} renderItem={renderItem} estimateSize={ROW} label="Log" role="log" />);
    expect(screen.getByRole('log', { name: 'Log' })).toHaveTextContent('item 2');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
