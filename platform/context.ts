import type { Revalidator, RevalidateTarget } from './revalidate';
import type { PlatformState } from './state';

/** What every platform module shares: options, the (resettable) state, the realtime hub, the error sink. */

export interface PlatformOptions {
  host: string;
  port: number;
  interactionPort: number;
  /** Base URL the platform puts in its answers (images, media, redirects). */
  publicUrl: string;
  interactionUrl: string;
  /** The storefront's URL (STOREFRONT_URL): its origin is the only one CORS answers. */
  storefrontUrl: string;
  /** Where changes to cached public data are announced (STOREFRONT_URL + REVALIDATE_SECRET); null: nowhere. */
  revalidate: RevalidateTarget | null;
  /** Demo simulation (comment bot, viewer ticks). Off in tests. */
  simulation: boolean;
  quiet: boolean;
}

export interface RealtimeHub {
  /** Publish one event on a channel to every subscriber of either protocol. */
  publish(channel: string, name: string, data: unknown): void;
  /** An ably token that may only subscribe to these channels: the credential browsers get. */
  subscribeToken(channels: readonly string[]): string;
  /** Drops every buffered message (a reset: the next state's rooms reuse the old post ids). */
  forget(): void;
  close(): void;
}

export interface ErrorReport {
  receivedAt: string;
  /** The Sentry envelope items (event JSON), as received. */
  items: unknown[];
}

export interface PlatformContext {
  options: PlatformOptions;
  state: PlatformState;
  realtime: RealtimeHub;
  reports: ErrorReport[];
  /** Tells the storefront which cached tags changed (platform/changes.ts maps changes to tags). */
  revalidate: Revalidator;
  now(): number;
  reset(): void;
}
