'use client';

import { useState } from 'react';
import { pollView, type PollVotes } from '@/lib/live/polls';
import type { RoomPoll } from '@/lib/live/room/state';
import { fillTemplate } from '@/lib/market/add-notice';
import type { PanelText } from './panel-text';
import styles from './panels.module.css';

export interface PollPanelProps {
  poll: RoomPoll;
  votes: PollVotes;
  text: PanelText;
  onVote: (pollId: number, optionIndex: number) => Promise<void>;
}

/**
 * A poll the seller shows (issue 12 item 3): options are buttons while the viewer may vote; counts
 * and percentages once results are in; frozen when it ends. Loaded lazily on the first poll.show.
 */
export default function PollPanel({ poll, votes, text, onVote }: PollPanelProps) {
  const view = pollView(poll, votes);
  const [sending, setSending] = useState(false);
  const vote = (index: number) => {
    if (sending) return;
    setSending(true);
    void onVote(view.id, index).finally(() => setSending(false));
  };
  const status = view.ended ? text.pollEnded : !view.canVote ? text.pollVoted : null;
  return (
    <section className={styles.poll} aria-labelledby={`poll-${view.id}`} data-testid="poll" data-status={poll.status}>
      <h2 id={`poll-${view.id}`} className={styles.pollTitle}>
        <span className={styles.pollKind}>{text.poll}</span> {view.title}
      </h2>
      <ul className={styles.pollOptions}>
        {view.options.map((option) => (
          <li key={option.index} data-testid={`poll-option-${option.index}`} data-mine={option.mine || undefined}>
            <button
              type="button"
              className={styles.pollOption}
              disabled={!view.canVote || sending}
              aria-pressed={option.mine}
              onClick={() => vote(option.index)}
            >
              <span className={styles.pollValue}>{option.value}</span>
              {view.showResults ? (
                <span className={styles.pollResult} data-testid="poll-result">
                  {fillTemplate(text.pollVotes, { count: option.count })} · {option.percentage}
                </span>
              ) : null}
              {view.showResults ? <span className={styles.pollBar} style={{ width: `${option.share}%` }} aria-hidden="true" /> : null}
            </button>
            {option.mine ? <span className={styles.pollMine}>{text.pollMine}</span> : null}
          </li>
        ))}
      </ul>
      <p className={styles.pollStatus} role="status" data-testid="poll-status">
        {view.showResults ? fillTemplate(text.pollTotal, { count: view.total }) : null}
        {status ? ` ${status}` : null}
      </p>
    </section>
  );
}
