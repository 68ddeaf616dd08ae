'use client';

import { useCallback, useImperativeHandle, useRef, useState, type CSSProperties, type Ref } from 'react';
import type { ReactionIcon } from './room-actions';
import { RoomIcon } from './RoomIcon';
import styles from './room.module.css';


export interface ReactionButton {
  icon: ReactionIcon;
  label: string;
}

/** A running total shown on a reaction button (summary.like on the heart), formatted by lib/format. */
export interface ReactionTotal {
  shown: string;
  /** Read with the button's label ("1,234 hearts in total"). */
  label: string;
}

/** The reaction buttons the store's flags allow (heart, custom, one seasonal). */
export function ReactionBar({ buttons, label, onReact, totals }: { buttons: ReactionButton[]; label: string; onReact: (icon: ReactionIcon) => void; totals?: Partial<Record<ReactionIcon, ReactionTotal>> }) {
  if (buttons.length === 0) return null;
  return (
    <div className={styles.reactions} role="group" aria-label={label}>
      {buttons.map((button) => {
        const total = totals?.[button.icon];
        return (
          <button
            key={button.icon}
            type="button"
            className={total ? `${styles.reactButton} ${styles.reactWithTotal}` : styles.reactButton}
            aria-label={total ? `${button.label} (${total.label})` : button.label}
            title={button.label}
            onClick={() => onReact(button.icon)}
            data-testid={`react-${button.icon}`}
          >
            <RoomIcon name={button.icon} size={22} />
            {total ? (
              <span className={styles.reactTotal} aria-hidden="true" data-testid={`${button.icon}-total`}>
                {total.shown}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

export interface ReactionLayerHandle {
  spawn(icon: ReactionIcon, count?: number): void;
}

interface Float {
  id: number;
  icon: ReactionIcon;
  still: boolean;
  style: CSSProperties;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** At most this many floats on screen; more arriving at once are dropped (it is decoration). */
const MAX_FLOATS = 24;
/** An incoming batch of N reactions shows at most this many floats. */
const MAX_BURST = 6;

/**
 * Floating reaction emoji over the video. CSS-only animation on transform and opacity (compositor
 * work, no layout); under prefers-reduced-motion they appear and fade in place instead. Driven
 * through a handle so a tap re-renders this layer only, not the room.
 */
export function ReactionLayer({ ref }: { ref: Ref<ReactionLayerHandle> }) {
  const [floats, setFloats] = useState<Float[]>([]);
  const next = useRef(1);
  const spawn = useCallback((icon: ReactionIcon, count = 1) => {
    // Reduced motion: one still symbol that fades, never a stream of moving ones (CSS does the rest).
    const still = prefersReducedMotion();
    const n = still ? 1 : Math.max(1, Math.min(MAX_BURST, Math.floor(count)));
    setFloats((current) => {
      const added: Float[] = Array.from({ length: n }, (_, i) => ({
        id: next.current++,
        icon,
        still,
        style: still
          ? ({ '--x': '24px' } as CSSProperties)
          : ({
              '--x': `${8 + Math.round(Math.random() * 32)}px`,
              '--drift': `${Math.round((Math.random() - 0.5) * 40)}px`,
              animationDelay: `${i * 120}ms`,
            } as CSSProperties),
      }));
      return [...current, ...added].slice(-MAX_FLOATS);
    });
  }, []);
  useImperativeHandle(ref, () => ({ spawn }), [spawn]);
  const done = (id: number) => setFloats((current) => current.filter((f) => f.id !== id));
  return (
    <div className={styles.reactionLayer} aria-hidden="true" data-testid="reaction-layer">
      {floats.map((f) => (
        <span key={f.id} className={f.still ? `${styles.float} ${styles.still}` : styles.float} style={f.style} onAnimationEnd={() => done(f.id)} data-icon={f.icon} data-still={f.still || undefined}>
          <RoomIcon name={f.icon} size={28} />
        </span>
      ))}
    </div>
  );
}
