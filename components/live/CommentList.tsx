'use client';

import { memo, useCallback, type CSSProperties } from 'react';
import { VirtualList } from '@/components/ui/VirtualList';
import { fillTemplate } from '@/lib/market/add-notice';
import type { RoomComment } from '@/lib/schemas';
import { ChatAnnouncer, type AnnounceLabels } from './ChatAnnouncer';
import { MessageText } from './MessageText';
import { RoomIcon } from './RoomIcon';
import styles from './room.module.css';

export interface CommentListLabels {
  comments: string;
  empty: string;
  official: string;
  /** With {items}. */
  cartComment: string;
  /** The cart row's icon. */
  cartIcon: string;
  /** With {product}, {sku}, {quantity}. */
  cartItem: string;
}

export interface CommentListProps {
  comments: readonly RoomComment[];
  labels: CommentListLabels;
  /** The store's official message background (flag official_message_bg_color), or null. */
  officialColor: string | null;
  /** The viewer's own sender id, to mark their comments. */
  selfId: number | string | null;
  /** Spoken announcements of new comments (throttled); none without labels. */
  announce?: AnnounceLabels;
}

/** Row height before measuring: one line of name and message. */
const ROW_ESTIMATE = 34;

const senderName = (comment: RoomComment) => comment.from.group_stream_name || comment.from.name || '';
const isOfficial = (comment: RoomComment) => comment.source === 'cms_sdk';

export function cartItems(comment: RoomComment, itemTemplate: string): string {
  if (!('cart_success' in comment) || !comment.cart_success) return '';
  return comment.skus.map((sku) => fillTemplate(itemTemplate, { product: sku.product_name, sku: sku.sku_name, quantity: sku.quantity })).join('、');
}

/**
 * The chat: a polite `log` region holding the windowed list of the room's comments (capped upstream
 * at 1000) and its throttled announcements; the list itself is not live (rows come and go as it
 * scrolls, which must not be read out). A comment in the
 * cart-success shape renders as a cart banner row; the store's own (official) messages get the
 * store's background colour.
 */
export const CommentList = memo(function CommentList({ comments, labels, officialColor, selfId, announce }: CommentListProps) {
  const renderItem = useCallback(
    (comment: RoomComment) => {
      const name = senderName(comment);
      if ('cart_success' in comment && comment.cart_success) {
        return (
          <p className={styles.cartRow} data-testid="cart-comment">
            <RoomIcon name="cart" label={labels.cartIcon} /> <strong>{name}</strong> {fillTemplate(labels.cartComment, { items: cartItems(comment, labels.cartItem) })}
          </p>
        );
      }
      const official = isOfficial(comment);
      const classes = [styles.comment, official ? styles.commentOfficial : '', comment.highlight ? styles.commentHighlight : '', selfId !== null && String(comment.from.id) === String(selfId) ? styles.commentMine : '']
        .filter(Boolean)
        .join(' ');
      const style = official && officialColor ? ({ '--official': officialColor, '--official-bg': `${officialColor}22` } as CSSProperties) : undefined;
      return (
        <p className={classes} style={style} data-comment-id={comment.comment_id}>
          <span className={styles.commentName}>{official ? `${labels.official} ${name}`.trim() : name}</span>
          <span>
            <MessageText message={comment.message} />
          </span>
        </p>
      );
    },
    [labels, officialColor, selfId],
  );
  return (
    <div role="log" aria-live="polite" aria-relevant="additions" aria-label={labels.comments} className={styles.chatLog}>
      <VirtualList
        items={comments}
        getKey={commentKey}
        renderItem={renderItem}
        estimateSize={ROW_ESTIMATE}
        stickToBottom
        label={labels.comments}
        role="list"
        live="off"
        className={styles.comments}
        empty={labels.empty}
      />
      {announce ? <ChatAnnouncer comments={comments} selfId={selfId} labels={announce} /> : null}
    </div>
  );
});

const commentKey = (comment: RoomComment) => comment.comment_id;
