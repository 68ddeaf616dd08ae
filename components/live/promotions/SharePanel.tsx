'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { formatCurrency } from '@/lib/format/currency';
import { createVoucherFlow, INITIAL_VOUCHER_VIEW, type ShareRoute, type VoucherFlow, type VoucherView } from '@/lib/live/voucher-flow';
import { shareLinks } from '@/lib/live/share-links';
import { fillTemplate } from '@/lib/market/add-notice';
import type { RoomPromoActions, ShareSource, VoucherCheck } from './promo-actions';
import type { PromoText } from './promo-text';
import styles from './promo.module.css';

export interface SharePanelProps {
  store: string;
  currency: string;
  postId: number;
  title: string;
  shareUrl: string | null;
  pnId: string;
  source: ShareSource;
  isMember: boolean;
  /** The §5 login check (opens the nickname or login dialog). */
  loginCheck: () => void;
  actions: Pick<RoomPromoActions, 'checkVoucher' | 'acquireVoucher' | 'announceShared'>;
  text: PromoText;
  /** Already answered with the room's entry (a ghost's, from the shared cache): no request of its own. */
  voucherCheck?: VoucherCheck | null;
}

type NativeShare = (data: ShareData) => Promise<void>;

const nativeShareOf = (): NativeShare | null => (typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? navigator.share.bind(navigator) : null);

/**
 * The share control, the share-to-get voucher prompt and its ribbon (live-room §4, §9). The rules
 * and timers live in lib/live/voucher-flow; this renders its view and forwards the share intents.
 */
export default function SharePanel(props: SharePanelProps) {
  const { text } = props;
  const [view, setView] = useState<VoucherView>(INITIAL_VOUCHER_VIEW);
  const [routesOpen, setRoutesOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const flow = useRef<VoucherFlow | null>(null);

  useEffect(() => {
    const created = createVoucherFlow({
      check: () => {
        const { voucherCheck, actions, store, postId } = latest.current;
        return voucherCheck ? Promise.resolve(voucherCheck) : actions.checkVoucher({ store, postId });
      },
      acquire: (voucherId) => latest.current.actions.acquireVoucher({ voucherId, postId: latest.current.postId }),
      announceShared: () => {
        const p = latest.current;
        void p.actions.announceShared({ postId: p.postId, pnId: p.pnId, source: p.source }).catch(() => false);
      },
      isMember: () => latest.current.isMember,
      loginCheck: () => latest.current.loginCheck(),
      onChange: setView,
    });
    flow.current = created;
    void created.start();
    return () => {
      created.dispose();
      flow.current = null;
    };
  }, []);

  const links = useMemo(() => shareLinks(props.shareUrl, props.title), [props.shareUrl, props.title]);
  const share = (route: ShareRoute) => flow.current?.shared(route);

  const onShare = () => {
    const native = nativeShareOf();
    if (native && links) {
      share('native');
      native({ title: props.title, url: links.url }).then(
        () => flow.current?.nativeShareDone(true),
        () => flow.current?.nativeShareDone(false),
      );
      return;
    }
    setRoutesOpen((open) => !open);
  };

  const copy = async () => {
    if (!links) return;
    try {
      await navigator.clipboard.writeText(links.url);
    } catch {
      // The route still counts as shared: the link is visible to copy by hand.
    }
    setCopied(true);
    share('copy');
  };

  const voucher = view.voucher;
  const amount = voucher ? (formatCurrency(voucher.amount, props.currency) ?? String(voucher.amount)) : '';
  const promptTitle = view.received ? text.shareReceivedTitle : text.sharePromptTitle;
  const promptBody = voucher ? fillTemplate(view.received ? text.shareReceivedBody : text.sharePromptBody, { name: voucher.name, amount }) : '';

  return (
    <>
      <button type="button" className={styles.tool} onClick={onShare} aria-expanded={nativeShareOf() ? undefined : routesOpen} data-testid="share-button" data-voucher-checked={view.checked} data-voucher-checked-at={view.checkedAt ?? undefined}>
        {text.share}
      </button>
      {routesOpen && links ? (
        <div role="group" aria-label={text.shareVia} data-testid="share-routes" className={styles.tools}>
          <button type="button" className={styles.tool} onClick={() => void copy()}>
            {text.copyLink}
          </button>
          <a className={styles.tool} href={links.line} target="_blank" rel="noopener noreferrer" onClick={() => share('line')}>
            {text.shareLine}
          </a>
          <a className={styles.tool} href={links.x} target="_blank" rel="noopener noreferrer" onClick={() => share('x')}>
            {text.shareX}
          </a>
          <a className={styles.tool} href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={() => share('facebook')}>
            {text.shareFacebook}
          </a>
          {copied ? (
            <span role="status" className={styles.cardMeta}>
              {text.linkCopied}
            </span>
          ) : null}
        </div>
      ) : null}
      {view.acquiring && !view.received ? (
        <p role="status" className={styles.cardMeta} data-testid="voucher-acquiring">
          {text.acquiring}
        </p>
      ) : null}
      {view.noVoucher ? (
        <p role="alert" className={styles.notice} data-testid="no-voucher">
          {text.noVoucher}
        </p>
      ) : null}
      {view.prompt && voucher ? (
        <section className={styles.prompt} role="region" aria-labelledby="voucher-prompt-title" data-testid="voucher-prompt" data-received={view.received}>
          <div className={styles.promptHead}>
            <h2 id="voucher-prompt-title" className={styles.promptTitle}>
              {promptTitle}
            </h2>
            <button type="button" className={styles.close} aria-label={text.close} onClick={() => flow.current?.dismissPrompt()}>
              ×
            </button>
          </div>
          <p className={styles.promptBody}>{promptBody}</p>
          {!view.received ? (
            <button type="button" className={styles.action} onClick={onShare}>
              {text.shareTitle}
            </button>
          ) : null}
        </section>
      ) : null}
      {view.ribbon ? (
        <p className={styles.ribbon} role="status" data-testid="voucher-ribbon">
          {text.ribbon}
        </p>
      ) : null}
    </>
  );
}
