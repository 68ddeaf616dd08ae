'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { IMMERSIVE_QUERY, layoutModeOf, videoFitOf, type RoomLayoutMode, type VideoFit } from '@/lib/live/layout/placement';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(IMMERSIVE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The room's layout mode, from the same breakpoint as its CSS (lib/live/layout/placement). */
export function useRoomLayoutMode(): RoomLayoutMode {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(IMMERSIVE_QUERY).matches ? 'immersive' : 'columns'),
    () => layoutModeOf({ width: 1280, height: 800 }),
  );
}

/**
 * The immersive room's measurements, as CSS variables on its root: the visible height (the
 * visualViewport, so the on-screen keyboard never pushes the input away), where sheets may start
 * (under the overlays) and end (above the input), and the top of the bottom band (promoted card
 * and input), above which the voucher prompt rests. And the video's fit once its aspect is known.
 */
export function useImmersiveMeasures(root: RefObject<HTMLElement | null>, overlays: RefObject<HTMLElement | null>, input: RefObject<HTMLElement | null>, bottom: RefObject<HTMLElement | null>) {
  const [aspect, setAspect] = useState<number | null>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const frame = useRef(0);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const measure = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        const view = window.visualViewport;
        const height = view ? view.height : window.innerHeight;
        element.style.setProperty('--room-vh', `${Math.round(height)}px`);
        const top = overlays.current?.getBoundingClientRect().bottom ?? 0;
        element.style.setProperty('--room-sheet-top', `${Math.round(Math.max(top + 8, height * 0.3))}px`);
        const inputTop = input.current?.getBoundingClientRect().top;
        element.style.setProperty('--room-input-bottom', `${Math.round(inputTop !== undefined ? Math.max(0, window.innerHeight - inputTop + 4) : 0)}px`);
        // The promoted card and the input: the voucher prompt rests above both.
        const bottomTop = bottom.current?.getBoundingClientRect().top;
        element.style.setProperty('--room-bottom-band', `${Math.round(bottomTop !== undefined ? Math.max(0, window.innerHeight - bottomTop + 8) : 0)}px`);
        setBox((old) => (old.width === window.innerWidth && old.height === height ? old : { width: window.innerWidth, height }));
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const target of [element, overlays.current, input.current, bottom.current]) if (target) observer.observe(target);
    window.visualViewport?.addEventListener('resize', measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame.current);
      observer.disconnect();
      window.visualViewport?.removeEventListener('resize', measure);
      window.removeEventListener('resize', measure);
    };
  }, [root, overlays, input, bottom]);

  const fit: VideoFit = videoFitOf(aspect, box, 'immersive');
  const onAspect = useCallback((value: number | null) => setAspect(value), []);
  return { fit, aspect, onAspect };
}
