import type { PlatformContext } from '../context';
import type { Router } from '../http';
import { registerLiveCartRoutes } from './live-cart';
import { registerLiveCommentRoutes } from './live-comments';
import { registerLiveControl } from './live-control';
import { registerLiveOneToOneRoutes } from './live-one-to-one';
import { registerLivePollRoutes } from './live-polls';
import { registerLivePostRoutes } from './live-posts';
import { registerLivePromotionRoutes } from './live-promotions';
import { registerLivePromotionControl } from './live-promotion-control';

/** Every live-room call of live-room §7 (and the post rows of commerce §7), with its control API. */
export function registerLiveRoomRoutes(router: Router, ctx: PlatformContext): void {
  registerLivePostRoutes(router, ctx);
  registerLiveOneToOneRoutes(router, ctx);
  registerLiveCommentRoutes(router, ctx);
  registerLiveCartRoutes(router, ctx);
  registerLivePromotionRoutes(router, ctx);
  registerLivePollRoutes(router, ctx);
  registerLiveControl(router, ctx);
  registerLivePromotionControl(router, ctx);
}
