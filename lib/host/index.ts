/**
 * Which host this build serves (docs/adr/0014-edge-host.md): `node` (scripts/serve.mjs, the
 * standalone server) or `edge` (OpenNext on Cloudflare Workers). The edge build inlines
 * KIRARI_HOST=edge (next.config.mjs `env`), so code for the other host is left out of its bundle.
 */
export type Host = 'node' | 'edge';

export function hostOf(value: string | undefined): Host {
  return value === 'edge' ? 'edge' : 'node';
}

/** A literal read, so the edge build's bundler replaces it. */
export const HOST: Host = hostOf(process.env.KIRARI_HOST);
