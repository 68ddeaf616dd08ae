import { describe, expect, it } from '@jest/globals';
import { createPlayerControl } from '@/components/live/embed/player-control';
import type { EnginePlayer } from '@/components/live/player-engine';

/** A player whose play() promise is given by the test; `emit` fires its events. */
function fakePlayer(play: () => Promise<void>, paused = () => false) {
  const listeners = new Map<string, (() => void)[]>();
  const player = {
    play,
    paused,
    on(event: string, listener: () => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
  } as unknown as EnginePlayer;
  return { player, emit: (name: string) => listeners.get(name)?.forEach((listener) => listener()) };
}

describe('the host page’s play command', () => {
  it('answers once the video plays even where play() never settles (WebKit over MSE)', async () => {
    const control = createPlayerControl();
    const { player, emit } = fakePlayer(() => new Promise<void>(() => undefined));
    control.attach(player, 'videojs', true);
    let answered = false;
    const played = control.commands()!.play().then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    emit('playing');
    await played;
    expect(answered).toBe(true);
  });

  it('answers once the time moves unpaused, where neither play() settles nor a playing event comes (WebKitGTK)', async () => {
    const control = createPlayerControl();
    let paused = true;
    const { player, emit } = fakePlayer(() => new Promise<void>(() => undefined), () => paused);
    control.attach(player, 'videojs', true);
    let answered = false;
    const played = control.commands()!.play().then(() => (answered = true));
    // The pause's own timeupdate: not playing.
    emit('timeupdate');
    await Promise.resolve();
    expect(answered).toBe(false);
    paused = false;
    emit('timeupdate');
    await played;
    expect(answered).toBe(true);
  });

  it('rejects a refused play (an unmuted autoplay policy), and answers a resolved one', async () => {
    const control = createPlayerControl();
    control.attach(fakePlayer(() => Promise.reject(new Error('NotAllowedError'))).player, 'native', true);
    await expect(control.commands()!.play()).rejects.toThrow('NotAllowedError');
    control.attach(fakePlayer(() => Promise.resolve()).player, 'native', true);
    await expect(control.commands()!.play()).resolves.toBeUndefined();
  });
});
