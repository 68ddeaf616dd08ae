import { config } from 'zod';

/**
 * The browser's CSP has no 'unsafe-eval' (docs/adr/0002-content-security-policy.md). zod compiles
 * object parsers with `new Function` where it may, and probes for it when a schema is built; the
 * browser refuses the probe and reports a violation. In the browser, schemas are built without it.
 * Imported first by common.ts, which every schema module imports before it builds a schema.
 */
if (typeof window !== 'undefined') config({ jitless: true });
