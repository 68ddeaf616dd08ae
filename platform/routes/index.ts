import type { PlatformContext } from '../context';
import type { Router } from '../http';
import { registerImages } from '../images';
import { registerLiveRoomRoutes } from './live-room';
import { registerAddressRoutes } from './addresses';
import { registerAuthRoutes } from './auth';
import { registerCartControl } from './cart-control';
import { registerCartItemRoutes } from './cart-items';
import { registerCartRoutes } from './carts';
import { registerCheckoutRoutes } from './checkout';
import { registerFacebookRoutes } from './facebook';
import { registerGuestRoutes } from './guests';
import { registerMeRoutes } from './me';
import { registerOrderRoutes } from './orders';
import { registerOrderMessageRoutes } from './order-messages';
import { registerPasswordRoutes } from './password';
import { registerPaymentRoutes } from './payment';
import { registerPricingRoutes } from './pricing';
import { registerProductRoutes } from './products';
import { registerSocialRoutes } from './social';
import { registerStoreRoutes } from './stores';
import { registerSubscriptionRoutes } from './subscriptions';
import { registerEnterpriseRoutes } from './enterprise';

/** Every platform API call of both specs, grouped by domain. */
export function registerApiRoutes(router: Router, ctx: PlatformContext): void {
  registerImages(router);
  registerLiveRoomRoutes(router, ctx);
  registerStoreRoutes(router, ctx);
  registerProductRoutes(router, ctx);
  registerAuthRoutes(router, ctx);
  registerSocialRoutes(router, ctx);
  registerGuestRoutes(router, ctx);
  registerMeRoutes(router, ctx);
  registerPasswordRoutes(router, ctx);
  registerCartRoutes(router, ctx);
  registerCartItemRoutes(router, ctx);
  registerCartControl(router, ctx);
  registerOrderRoutes(router, ctx);
  registerOrderMessageRoutes(router, ctx);
  registerAddressRoutes(router, ctx);
  registerFacebookRoutes(router, ctx);
  registerSubscriptionRoutes(router, ctx);
  registerEnterpriseRoutes(router, ctx);
  registerPricingRoutes(router, ctx);
  registerCheckoutRoutes(router, ctx);
  registerPaymentRoutes(router, ctx);
}
