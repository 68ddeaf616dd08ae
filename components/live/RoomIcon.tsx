import type { ReactionIcon } from './room-actions';

/**
 * The room's icons, drawn as SVG the product ships: emoji characters render as empty boxes where no
 * emoji font is installed (issue 28). With a `label` the icon is an image with that name; without,
 * it is decoration beside text that already says it (aria-hidden).
 */
export type RoomIconName = ReactionIcon | 'pin' | 'cart';

/** 24×24 paths and their colour (the emoji's, so the room looks as before). */
const ICONS: Record<RoomIconName, { color: string; d: string }> = {
  heart: { color: '#e0245e', d: 'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z' },
  custom: {
    color: '#f2a93b',
    d: 'M8.6 3.3a1.3 1.3 0 0 1 2.2-.3l4.6 6.4-.3-3.6a1.3 1.3 0 0 1 2.5-.4l1.6 6.8c.6 2.7-.3 5.5-2.4 7.2a6.5 6.5 0 0 1-9-.9L3.4 12.9a1.3 1.3 0 0 1 2-1.6l2.4 2.8-4-5.6a1.3 1.3 0 0 1 2.1-1.5l3.4 4.7-4.3-6a1.3 1.3 0 0 1 2.1-1.5l4.3 6-2.9-4.1a1.3 1.3 0 0 1 .1-1.8zM19 2.5l1.5-1.6M21.2 5.3l2-.6',
  },
  halloween: { color: '#f07f1f', d: 'M11 3.5c0-1 .8-1.5 1.8-1.5h.7v2.6c3.9.2 8.5 2.8 8.5 8.1 0 5-3.9 8.3-10 8.3S2 17.7 2 12.7c0-5.3 4.6-7.9 8.5-8.1V3.5zM7.5 11l2 2.3h-4zm9 0l2 2.3h-4zM8 16l1.3 1 1.4-1 1.3 1 1.4-1 1.3 1 1.3-1-1 2.2H9z' },
  xmas: { color: '#2e8b57', d: 'M12 1.5l4.5 6.3h-2.3l4.3 5.7h-2.6l4.6 6H14v3h-4v-3H3.5l4.6-6H5.5l4.3-5.7H7.5z' },
  sakura: {
    color: '#f08cb4',
    d: 'M12 2c1.8 1.4 2.4 3.5 1.4 6.1 2.4-1.3 4.6-1 6.1.8-.6 2.2-2.5 3.4-5.3 3.2 2 1.9 2.3 4.1 1.2 6.2-2.3-.1-3.8-1.7-4.3-4.4-.6 2.7-2.1 4.3-4.4 4.4-1.1-2.1-.8-4.3 1.2-6.2-2.8.2-4.7-1-5.3-3.2 1.5-1.8 3.7-2.1 6.1-.8C9.7 5.5 10.2 3.4 12 2z',
  },
  pin: { color: '#d93a3a', d: 'M14.8 2.2l7 7-1.6 1.1-1.9-.6-3.6 3.6.5 4.4-1.7 1.7-4.1-4.1-5.9 5.9-1.5.3.3-1.5 5.9-5.9-4.1-4.1 1.7-1.7 4.4.5 3.6-3.6-.6-1.9z' },
  cart: { color: 'currentColor', d: 'M2 3h2.8l2.3 10.6a1.6 1.6 0 0 0 1.6 1.3h8.9a1.6 1.6 0 0 0 1.5-1.1L21.4 7H6.2M9.5 20.5a1.5 1.5 0 1 0 0-.1M17.5 20.5a1.5 1.5 0 1 0 0-.1' },
};

/** Icons drawn as outlines rather than filled shapes. */
const STROKED: ReadonlySet<RoomIconName> = new Set(['cart']);

export function RoomIcon({ name, label, size = 16, className }: { name: RoomIconName; label?: string; size?: number; className?: string }) {
  const { color, d } = ICONS[name];
  const paint = STROKED.has(name) ? { fill: 'none', stroke: color, strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const } : { fill: color };
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" focusable="false" className={className} data-room-icon={name} style={{ verticalAlign: '-0.15em', flex: 'none' }} {...named}>
      <path d={d} {...paint} />
    </svg>
  );
}
