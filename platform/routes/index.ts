import type { PlatformContext } from '../context';
import type { Router } from '../http';
import { registerImages } from '../images';
import { registerAddressRoutes } from './addresses';
import { registerAuthRoutes } from './auth';
import { registerCartItemRoutes } from './cart-items';
import { registerCartRoutes } from './carts';
import { registerGuestRoutes } from './guests';
import { registerMeRoutes } from './me';
import { registerOrderRoutes } from './orders';
import { registerPasswordRoutes } from './password';
import { registerProductRoutes } from './products';
import { registerSocialRoutes } from './social';
import { registerStoreRoutes } from './stores';

/** Every platform API call of both specs, grouped by domain. */
export function registerApiRoutes(router: Router, ctx: PlatformContext): void {
  registerImages(router);
  registerStoreRoutes(router, ctx);
  registerProductRoutes(router, ctx);
  registerAuthRoutes(router, ctx);
  registerSocialRoutes(router, ctx);
  registerGuestRoutes(router, ctx);
  registerMeRoutes(router, ctx);
  registerPasswordRoutes(router, ctx);
  registerCartRoutes(router, ctx);
  registerCartItemRoutes(router, ctx);
  registerOrderRoutes(router, ctx);
  registerAddressRoutes(router, ctx);
}
