import type { PlatformContext } from './context';
import type { Router } from './http';

/** The interaction service (comments, reactions), on its own port. */
export function registerInteractionRoutes(_router: Router, _ctx: PlatformContext): void {}
