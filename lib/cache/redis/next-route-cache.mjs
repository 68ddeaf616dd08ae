// next.config `cacheHandler`. Node loads this file as is (not bundled); Next also bundles it into the
// edge middleware, which keeps no route cache: there it stores nothing, and the Node-only
// implementation stays out of the edge bundle.
class NoRouteCache {
  async get() {
    return null;
  }
  async set() {}
  async revalidateTag() {}
  resetRequestCache() {}
}

export default process.env.NEXT_RUNTIME === 'edge' ? NoRouteCache : (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ './route-cache-node.mjs')).default;
