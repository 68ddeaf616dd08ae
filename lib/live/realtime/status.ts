import type { RealtimeStatus } from './types';

/** What an SDK said, reduced to three states. */
export type RawStatus = 'connecting' | 'connected' | 'disconnected';

/**
 * Turns raw SDK states into the room's statuses: repeated states are dropped, and `connected`
 * after a disconnection that followed an earlier connection becomes `reconnected`.
 */
export class StatusTracker {
  private last: RealtimeStatus | null = null;
  private everConnected = false;

  next(raw: RawStatus): RealtimeStatus | null {
    let status: RealtimeStatus = raw;
    if (raw === 'connecting' && this.everConnected) return null; // the room stays "disconnected" until back
    if (raw === 'connected') {
      if (this.last === 'connected' || this.last === 'reconnected') return null;
      status = this.everConnected ? 'reconnected' : 'connected';
      this.everConnected = true;
    }
    if (status === this.last) return null;
    this.last = status;
    return status;
  }
}

/** pubnub status categories (`StatusEvent.category`). Others (acknowledgments, errors of single calls) say nothing about the connection. */
export function rawPubnubStatus(category: string): RawStatus | null {
  switch (category) {
    case 'PNConnectedCategory':
    case 'PNReconnectedCategory':
    case 'PNSubscriptionChangedCategory':
      return 'connected';
    case 'PNNetworkDownCategory':
    case 'PNNetworkIssuesCategory':
    case 'PNDisconnectedUnexpectedlyCategory':
    case 'PNConnectionErrorCategory':
      return 'disconnected';
    default:
      return null;
  }
}

/** ably connection states. */
export function rawAblyStatus(state: string): RawStatus | null {
  switch (state) {
    case 'initialized':
    case 'connecting':
      return 'connecting';
    case 'connected':
      return 'connected';
    case 'disconnected':
    case 'suspended':
    case 'failed':
      return 'disconnected';
    default:
      return null; // closing / closed: our own close()
  }
}
