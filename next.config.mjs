import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Parallel local builds (several worktrees' e2e runs at once) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The platform's media and test fixtures are not part of the app bundle.
  outputFileTracingExcludes: { '*': ['platform/**', 'tests/**', 'bench/**'] },
};

export default withNextIntl(nextConfig);
