'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '@/components/forms/use-focus-first-invalid';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { TextField } from '@/components/ui/TextField';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import type { PayResult } from '@/lib/checkout/action-results';
import { cardFieldOf, EMPTY_CARD, formatCardNumber, toGatewayCard, validateCard, type CardDraft, type CardField } from '@/lib/checkout/card-form';
import { externalUrl } from '@/lib/url/external-url';
import { loadGateway } from './gateway-loader';
import type { CardFormLabels } from './labels';
import styles from './payment.module.css';

export interface CardPaymentFormProps {
  store: string;
  orderId: number;
  /** The store's gateway shop id (GET /api/v1/stores/{store}/gmo-credit). */
  shopId: string;
  /** Where the gateway's tokenizer script is served from (PAYMENT_GATEWAY_URL). */
  gatewayUrl: string;
  labels: CardFormLabels;
  payAction: (input: { store: string; orderId: number; cardId: number }) => Promise<PayResult>;
  /** Injected for tests. */
  now?: () => Date;
}

type Stage = 'idle' | 'tokenizing' | 'paying' | 'redirecting';

/**
 * The Japanese card form. The card goes from the browser to the gateway's tokenizer (never to our
 * server); the numeric card id is paid with, and the 3-D Secure URL the platform answers is
 * followed only when it passes the URL check of commerce §5.
 */
export function CardPaymentForm({ store, orderId, shopId, gatewayUrl, labels, payAction, now = () => new Date() }: CardPaymentFormProps) {
  const [formRef, requestFocus] = useFocusFirstInvalid<HTMLFormElement>();
  const handledSession = useSessionFailure();
  const [draft, setDraft] = useState<CardDraft>(EMPTY_CARD);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [gateway, setGateway] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [stage, setStage] = useState<Stage>('idle');

  useEffect(() => {
    let live = true;
    loadGateway(gatewayUrl).then(
      () => live && setGateway('ready'),
      () => live && setGateway('failed'),
    );
    return () => {
      live = false;
    };
  }, [gatewayUrl]);

  const own = validateCard(draft, now());
  const messageOf = (field: CardField) => (attempted && own[field] ? labels.errors[own[field]] : (serverErrors[field] ?? null));
  const update = (field: CardField, value: string) => {
    setDraft((current) => ({ ...current, [field]: field === 'number' ? formatCardNumber(value) : value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  // The fields' names are the browser's autofill names, not the draft's keys.
  const typed = (field: CardField) => (value: string) => update(field, value);
  useTypedBeforeHydration(formRef, { cardnumber: typed('number'), 'cc-exp': typed('expiry'), cvc: typed('cvc'), ccname: typed('holder') });
  const busy = stage !== 'idle';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setFormError(null);
    if (Object.keys(own).length > 0) {
      requestFocus();
      return;
    }
    setStage('tokenizing');
    try {
      const card = await loadGateway(gatewayUrl);
      card.init(shopId);
      const token = await card.getToken(toGatewayCard(draft));
      if (!token.ok) {
        const fields: Partial<Record<CardField, string>> = {};
        for (const [key, messages] of Object.entries(token.errors)) {
          const field = cardFieldOf(key);
          if (field && messages[0]) fields[field] = messages[0];
        }
        setServerErrors(fields);
        setFormError(token.message);
        requestFocus();
        setStage('idle');
        return;
      }
      // commerce §5: card_id is a number.
      if (typeof token.cardId !== 'number' || !Number.isFinite(token.cardId)) throw new Error('gateway answered a non-numeric card id');
      setStage('paying');
      const result = await payAction({ store, orderId, cardId: token.cardId });
      if (!result.ok) {
        setStage('idle');
        if (!handledSession(result)) setFormError(result.message);
        return;
      }
      const url = externalUrl(result.url);
      if (!url) {
        setStage('idle');
        setFormError(labels.redirectBlocked);
        return;
      }
      setStage('redirecting');
      window.location.assign(url);
    } catch {
      setStage('idle');
      setFormError(gateway === 'failed' ? labels.gatewayFailed : labels.general);
    }
  }

  const showSummary = attempted && Object.keys(own).length > 0;
  const submitText = stage === 'redirecting' ? labels.redirecting : busy ? labels.submitting : labels.submit;

  return (
    <form ref={formRef} className={styles.form} noValidate method="post" onSubmit={submit} aria-busy={busy} aria-labelledby="card-form-heading">
      <h2 id="card-form-heading" className={styles.heading}>
        {labels.heading}
      </h2>
      <TextField
        label={labels.number}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        hint={labels.numberHint}
        value={draft.number}
        error={messageOf('number')}
        onChange={(event) => update('number', event.target.value)}
      />
      <div className={styles.row}>
        <TextField
          label={labels.expiry}
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          value={draft.expiry}
          error={messageOf('expiry')}
          onChange={(event) => update('expiry', event.target.value)}
        />
        <TextField
          label={labels.cvc}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          hint={labels.cvcHint}
          value={draft.cvc}
          error={messageOf('cvc')}
          onChange={(event) => update('cvc', event.target.value)}
        />
      </div>
      <TextField
        label={labels.holder}
        name="ccname"
        autoComplete="cc-name"
        autoCapitalize="characters"
        required
        hint={labels.holderHint}
        value={draft.holder}
        error={messageOf('holder')}
        onChange={(event) => update('holder', event.target.value)}
      />
      <p className={styles.note}>{labels.secureNote}</p>
      <p className={styles.status} role="status" aria-live="polite">
        {gateway === 'loading' ? labels.gatewayLoading : gateway === 'failed' ? labels.gatewayFailed : ''}
      </p>
      {showSummary || formError ? (
        <p className={styles.alert} role="alert" data-testid="payment-error">
          {formError ?? labels.errors.fixFields}
        </p>
      ) : null}
      <button type="submit" className={`button ${styles.submit}`} disabled={busy || gateway !== 'ready'} aria-busy={busy}>
        {submitText}
      </button>
    </form>
  );
}
