import type { GatewayCardInput } from '@/lib/checkout/card-form';

/**
 * The card gateway's tokenizer, loaded from the gateway's origin like GMO's script: the card goes
 * from the browser straight to the gateway, which answers a numeric card id.
 */

export type TokenResult =
  | { ok: true; cardId: number; maskedNumber: string }
  | { ok: false; code: string; message: string; errors: Record<string, string[]> };

export interface CardGateway {
  init(shopId: string): void;
  getToken(card: GatewayCardInput): Promise<TokenResult>;
}

declare global {
  interface Window {
    KirariGateway?: CardGateway;
  }
}

let loading: Promise<CardGateway> | null = null;

export function loadGateway(gatewayUrl: string): Promise<CardGateway> {
  if (window.KirariGateway) return Promise.resolve(window.KirariGateway);
  loading ??= new Promise<CardGateway>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${gatewayUrl.replace(/\/+$/, '')}/__gateway/token.js`;
    script.async = true;
    script.onload = () => (window.KirariGateway ? resolve(window.KirariGateway) : reject(new Error('gateway script loaded without KirariGateway')));
    script.onerror = () => reject(new Error('gateway script failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
