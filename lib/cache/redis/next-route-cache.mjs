// next.config `cacheHandler`. Node loads this file as is (not bundled); Next also bundles it into the
// edge middleware, which keeps no route cache: there it stores nothing, and the Node-only
// implementation stays out of the edge bundle. The Node handler is imported on first use, not with a
// top-level await: one async module anywhere in the build puts async-module support in the
// browser's Turbopack runtime, on every page's First Load.
const nodeHandler = process.env.NEXT_RUNTIME === 'edge' ? null : import(/* webpackIgnore: true */ /* turbopackIgnore: true */ './route-cache-node.mjs').then((module) => module.default);

export default class RouteCache {
  constructor(context) {
    this.loaded = null;
    this.inner = nodeHandler ? nodeHandler.then((Handler) => (this.loaded = new Handler(context))) : Promise.resolve(null);
  }

  async get(...args) {
    const inner = await this.inner;
    return inner ? inner.get(...args) : null;
  }

  async set(...args) {
    const inner = await this.inner;
    if (inner) await inner.set(...args);
  }

  async revalidateTag(...args) {
    const inner = await this.inner;
    if (inner) await inner.revalidateTag(...args);
  }

  resetRequestCache() {
    this.loaded?.resetRequestCache?.();
  }
}
