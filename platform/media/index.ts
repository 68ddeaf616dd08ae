import type { PlatformContext } from '../context';
import type { Router } from '../http';

/** HLS live playlists with a sliding window, VOD playlists and MP4 for replays. */
export function registerMedia(_router: Router, _ctx: PlatformContext): void {}
