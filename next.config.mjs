import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The platform's media and test fixtures are not part of the app bundle.
  outputFileTracingExcludes: { '*': ['platform/**', 'tests/**', 'bench/**'] },
};

export default withNextIntl(nextConfig);
