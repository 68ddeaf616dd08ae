/** @type {import('next').NextConfig} */
export default {
  cacheComponents: process.env.REPRO_CACHE_COMPONENTS !== '0',
  experimental: process.env.REPRO_CACHE_COMPONENTS === '0' ? { useCache: true } : {},
};
