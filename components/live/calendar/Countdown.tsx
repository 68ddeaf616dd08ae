'use client';

import { useEffect, useState } from 'react';
import { countdownTemplate, startCountdownTicker, type Countdown as CountdownValue, type CountdownTemplates } from '@/lib/live/countdown';
import { fillTemplate } from '@/lib/market/add-notice';
import styles from '@/components/live/promotions/promo.module.css';

export interface CountdownProps {
  /** ms since the epoch. */
  start: number;
  templates: CountdownTemplates;
  /** The start in the store's time zone, formatted (lib/live/starts-at): no date library in this component's bundle. */
  startsAt: string;
}

/**
 * "Starts in 2 h 13 min", updated every minute, with the start in the store's time zone. The server
 * renders the box without the clock (a cached page must not read it): the start, and an empty line
 * the browser fills, so nothing below moves when it does (a 88 px shift in the lobby's cards).
 */
export function Countdown({ start, templates, startsAt }: CountdownProps) {
  const [value, setValue] = useState<CountdownValue | null>(null);
  useEffect(() => startCountdownTicker(start, setValue), [start]);
  const shown = value ? countdownTemplate(value, templates) : null;
  return (
    <p className={styles.countdown} data-testid="countdown" data-ticking={value ? 'true' : undefined}>
      <span>{shown ? fillTemplate(shown.template, shown.values) : '\u00a0'}</span>{' '}
      <time dateTime={new Date(start).toISOString()}>{startsAt}</time>
    </p>
  );
}
