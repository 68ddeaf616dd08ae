/**
 * A store slug's shape: a letter or digit, then letters, digits, `_` or `-`. Zod-free, so the
 * browser's path rules (lib/guards/paths) share it without the schemas; actions use `storeSlug`.
 */
export const STORE_SLUG = /^[a-z0-9][a-z0-9_-]*$/i;
