import type { PlatformContext } from '../context';
import type { Router } from '../http';

/** Every platform API call of both specs, grouped by domain. */
export function registerApiRoutes(_router: Router, _ctx: PlatformContext): void {}
