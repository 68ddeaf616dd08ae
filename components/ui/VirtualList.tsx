'use client';

import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode, type UIEvent } from 'react';
import styles from './VirtualList.module.css';

export interface VirtualListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Height of a row not measured yet, in CSS pixels. */
  estimateSize: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
  /** Chat behaviour: while the view is at the bottom, new items keep it there. */
  stickToBottom?: boolean;
  /** Accessible name of the scroll region (it is focusable so keyboards can scroll it). */
  label: string;
  role?: 'list' | 'log' | 'feed';
  /** aria-live of the region; 'off' when a surrounding live region announces for it. */
  live?: 'off' | 'polite';
  className?: string;
  /** Shown when there are no items. */
  empty?: ReactNode;
}

/** How close to the bottom (px) still counts as "at the bottom". */
const BOTTOM_SLACK = 24;
/** A scroll this soon (ms) after the reader's own input is theirs (a flick's momentum included). */
const READER_SCROLL_MS = 1500;

/** First index whose row ends after `offset` (binary search over the prefix sums). */
function indexAt(starts: Float64Array, count: number, offset: number): number {
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (starts[mid + 1] <= offset) low = mid + 1;
    else high = mid;
  }
  return Math.max(0, low);
}

/**
 * A windowed list for long, growing lists (the live room's comments): only the rows near the
 * viewport are in the DOM, rows may have any height (each is measured once it renders), and with
 * `stickToBottom` it follows new rows unless the reader has scrolled up.
 */
export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  estimateSize,
  overscan = 6,
  stickToBottom = false,
  label,
  role = 'list',
  live,
  className,
  empty,
}: VirtualListProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  /** The reader's intent: follow new rows until they scroll up themselves. */
  const atBottom = useRef(true);
  /**
   * When the reader last touched, wheeled, pressed a key or a pointer in the list. Only a scroll
   * right after their input can mean "stop following": the browser also scrolls on its own
   * (clamping when rows are measured smaller, then growing again), and such a scroll once left
   * the chat stuck a row above the newest comment.
   */
  const lastInput = useRef(-Infinity);
  /** The content height our last follow scrolled to the bottom of. */
  const followedHeight = useRef(-1);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(0);
  // Measured row heights by key (a new map per change, so offsets recompute).
  const [sizes, setSizes] = useState<ReadonlyMap<string | number, number>>(() => new Map());

  const count = items.length;
  const starts = useMemo(() => {
    const table = new Float64Array(count + 1);
    for (let i = 0; i < count; i++) table[i + 1] = table[i] + (sizes.get(getKey(items[i])) ?? estimateSize);
    return table;
  }, [items, count, estimateSize, getKey, sizes]);
  const total = starts[count];

  // jsdom and a first render before layout have no height: assume a screenful of rows.
  const viewHeight = height || estimateSize * 12;
  const first = count === 0 ? 0 : Math.max(0, indexAt(starts, count, scrollTop) - overscan);
  const last = count === 0 ? -1 : Math.min(count - 1, indexAt(starts, count, scrollTop + viewHeight) + overscan);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    // The observer's first report comes once layout is done: reading the height then forces none.
    if (typeof ResizeObserver === 'undefined') return setHeight(element.clientHeight);
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Follow new rows (and rows growing after measurement) while the reader is at the bottom.
  const totalNow = useRef(total);
  const followBottom = useCallback(() => {
    const element = viewport.current;
    if (!stickToBottom || !element || !atBottom.current) return;
    // The laid-out height, not the estimate: rows not measured yet may be taller than estimated.
    const target = Math.max(0, Math.max(totalNow.current, element.scrollHeight) - element.clientHeight);
    if (Math.abs(element.scrollTop - target) > 1) {
      element.scrollTop = target;
    }
    followedHeight.current = element.scrollHeight;
    setScrollTop(element.scrollTop);
  }, [stickToBottom]);
  // Where the content's size is observed, it follows once layout is done and before the frame is
  // painted: no synchronous layout in React's commit (one long task on a phone when the room
  // mounts its chat). Without an observer (jsdom), right after the commit.
  useLayoutEffect(() => {
    totalNow.current = total;
    if (typeof ResizeObserver === 'undefined') followBottom();
  }, [followBottom, total]);
  useEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(followBottom);
    observer.observe(element);
    return () => observer.disconnect();
  }, [followBottom]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const element = event.currentTarget;
      const gap = element.scrollHeight - element.scrollTop - element.clientHeight;
      if (gap <= BOTTOM_SLACK) atBottom.current = true;
      else if (performance.now() - lastInput.current < READER_SCROLL_MS) atBottom.current = false;
      // Layout moved the view while following (rows measured, the content clamped): back to the newest row.
      else if (atBottom.current && element.scrollHeight !== followedHeight.current) followBottom();
      // A scroll of its own with no input here (assistive technology, find in page): the reader's.
      else atBottom.current = false;
      setScrollTop(element.scrollTop);
    },
    [setScrollTop, followBottom],
  );
  const onReaderInput = useCallback(() => {
    lastInput.current = performance.now();
  }, []);
  // Dragging the scroll bar, however slowly.
  const onPointerMove = useCallback((event: PointerEvent<HTMLDivElement>) => {
    if (event.buttons !== 0) lastInput.current = performance.now();
  }, []);

  const onMeasure = useCallback(
    (key: string | number, size: number) => {
      setSizes((current) => {
        if (size <= 0 || current.get(key) === size) return current;
        const next = new Map(current);
        next.set(key, size);
        // Forget rows that left the list (the cap drops old comments) once they pile up.
        if (next.size > Math.max(64, count * 2)) {
          const keep = new Set(items.map(getKey));
          for (const known of next.keys()) if (!keep.has(known)) next.delete(known);
        }
        return next;
      });
    },
    [setSizes, count, items, getKey],
  );

  const itemRole = ROW_ROLES[role];
  const rows: ReactNode[] = [];
  for (let i = first; i <= last; i++) {
    const item = items[i];
    const key = getKey(item);
    rows.push(<Row key={key} rowKey={key} item={item} render={renderItem} role={itemRole} onMeasure={onMeasure} />);
  }

  return (
    <div
      ref={viewport}
      className={[styles.viewport, className].filter(Boolean).join(' ')}
      role={role}
      aria-label={label}
      aria-live={live}
      // Keyboard users scroll the region (axe: scrollable-region-focusable).
      tabIndex={0}
      onScroll={onScroll}
      onWheel={onReaderInput}
      onTouchMove={onReaderInput}
      onKeyDown={onReaderInput}
      onPointerDown={onReaderInput}
      onPointerMove={onPointerMove}
    >
      {/* The rows not rendered are padding of a presentational wrapper (ARIA sees the rows as the
          region's children); padding on the scroll container itself would make it grow. */}
      <div ref={content} role="presentation" style={{ paddingTop: starts[first], paddingBottom: Math.max(0, total - starts[last + 1]) }}>
        {count === 0 && empty ? (
          <div className={styles.empty} role={itemRole}>
            {empty}
          </div>
        ) : null}
        {rows}
      </div>
    </div>
  );
}

const ROW_ROLES = { list: 'listitem', feed: 'article', log: undefined } as const;

interface RowProps<T> {
  rowKey: string | number;
  item: T;
  render: (item: T) => ReactNode;
  role: 'listitem' | 'article' | undefined;
  onMeasure: (key: string | number, size: number) => void;
}

/**
 * One row; reports its rendered height (and later changes, e.g. an image loading). Memoised on
 * its item, so a new comment renders one row, not the window (pass a stable `renderItem`).
 */
const Row = memo(function Row<T>({ rowKey, item, render, role, onMeasure }: RowProps<T>) {
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    // Measured when the observer first reports, after layout: a row mounting never forces a
    // synchronous layout (on a phone, a room's first rows did, one long task).
    if (typeof ResizeObserver === 'undefined') return onMeasure(rowKey, node.offsetHeight);
    const observer = new ResizeObserver(() => onMeasure(rowKey, node.offsetHeight));
    observer.observe(node);
    return () => observer.disconnect();
  }, [rowKey, onMeasure]);
  return (
    <div ref={element} className={styles.row} role={role}>
      {render(item)}
    </div>
  );
}) as <T>(props: RowProps<T> & { key?: string | number }) => ReactNode;
