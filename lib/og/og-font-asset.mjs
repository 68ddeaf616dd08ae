/** Where the edge build puts the preview-image fonts among the worker's static assets (scripts/edge-build.mjs copies them there). */
export const OG_FONT_ASSET_PATH = '/_kirari/og-fonts';
