import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORE_SLUG } from '@/lib/schemas/store-slug';
import type { PlatformContext } from '../context';
import type { PlatformRequest, Reply, Router } from '../http';
import { escapeHtml } from '../html';

/**
 * The embedding demo (issue 15 item 7): a page standing for a store's own site, served by the
 * platform (another origin than the storefront's), that embeds a live room with the storefront's
 * /embed.js and logs every message. `?intruder=1` adds a frame from the platform's other loopback
 * name, a foreign origin that tries to command the room (intruder.js). Opened on that other name
 * itself (http://localhost:<port> when the storefront allows http://127.0.0.1:<port>), the room
 * refuses to be framed. Scripts and styles are files next to this one: no inline code, strict CSP.
 */

const ASSETS: Record<string, string> = { 'host.js': 'text/javascript', 'intruder.js': 'text/javascript', 'demo.css': 'text/css' };
const DEFAULT_POST = 9001;
const REPLAY_POST = 9003;

export interface DemoQuery {
  store: string;
  post: number;
  intruder: boolean;
  delegate: boolean;
}

/** The page's query, checked: only a store slug and a post id ever reach the HTML. */
export function demoQuery(query: URLSearchParams): DemoQuery | { error: string } {
  const store = query.get('store') ?? 'demo';
  if (store.length > 100 || !STORE_SLUG.test(store)) return { error: 'store must be a store slug, such as demo' };
  const postText = query.get('post') ?? String(DEFAULT_POST);
  const post = Number(postText);
  if (!/^\d{1,15}$/.test(postText) || !Number.isSafeInteger(post) || post < 1) return { error: 'post must be a post id, such as 9001' };
  return { store, post, intruder: query.get('intruder') === '1', delegate: query.get('delegate') === '1' };
}

export interface DemoOrigins {
  /** This page's origin. */
  self: string;
  /** The platform's other loopback name: a foreign origin to this page. */
  other: string;
  storefront: string;
}

/** From the Host the page was asked on, if it is one of the platform's two loopback names. */
export function demoOrigins(options: PlatformContext['options'], host: string | undefined): DemoOrigins {
  const names = [`127.0.0.1:${options.port}`, `localhost:${options.port}`];
  const index = Math.max(0, names.indexOf(host ?? ''));
  return { self: `http://${names[index]}`, other: `http://${names[1 - index]}`, storefront: new URL(options.storefrontUrl).origin };
}

const html = (status: number, body: string, csp: string): Reply => ({
  status,
  raw: body,
  headers: {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  },
});

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/embed-demo/demo.css"></head>
<body>${body}</body></html>`;

export function hostPage(query: DemoQuery, origins: DemoOrigins): string {
  const e = escapeHtml;
  const link = (base: string, changes: Partial<DemoQuery>) => {
    const q = { ...query, ...changes };
    return `${base}/embed-demo?store=${encodeURIComponent(q.store)}&post=${q.post}${q.intruder ? '&intruder=1' : ''}`;
  };
  const command = (name: string, label: string) => `<button type="button" data-command="${name}">${label}</button>`;
  return page(
    "Embedding demo: a store's own site",
    `<header><h1>Embedding demo: a store's own site</h1>
<p class="notice">A demo, served by the local platform on <code>${e(origins.self)}</code>. It stands for a store's own website and embeds the live room of
<code>${e(origins.storefront)}/${e(query.store)}/live/${query.post}</code> with <code>${e(origins.storefront)}/embed.js</code> (see docs/embedding.md).</p>
<nav aria-label="Variants"><ul>
<li><a href="${e(link('', { intruder: !query.intruder }))}">${query.intruder ? 'Without' : 'With'} an intruder frame from ${e(origins.other)}</a></li>
<li><a href="${e(link(origins.other, {}))}">This page on ${e(origins.other)}</a> (${
    origins.other.startsWith('http://localhost:') ? 'an origin the storefront does not allow by default: the room refuses to be framed there' : 'the origin the storefront allows by default'
  })</li>
<li><a href="${e(link('', { post: query.post === REPLAY_POST ? DEFAULT_POST : REPLAY_POST }))}">${query.post === REPLAY_POST ? 'The live' : 'A replay (seek works there)'}</a></li>
</ul></nav></header>
<main>
<div id="embed-config" hidden data-store="${e(query.store)}" data-post="${query.post}" data-storefront="${e(origins.storefront)}" data-delegate="${query.delegate}"></div>
<section class="room" aria-label="Live room"><div id="room" data-testid="embed-room"></div></section>
<section class="panel" aria-labelledby="controls-title"><h2 id="controls-title">Commands</h2>
<p>Connection: <output data-testid="embed-status">connecting</output> · messages ignored from other windows or origins: <output data-testid="embed-ignored">0</output></p>
<div class="buttons">${command('mute', 'Mute')}${command('unmute', 'Unmute')}${command('play', 'Play')}${command('pause', 'Pause')}${command('get-state', 'Get state')}</div>
<form data-testid="embed-seek-form"><label for="seek-seconds">Seek to (seconds)</label> <input id="seek-seconds" name="seconds" type="number" min="0" step="1" value="300"> <button type="submit" data-command="seek">Seek</button></form>
<p><label><input type="checkbox" data-testid="embed-delegate"${query.delegate ? ' checked' : ''}> Delegate navigation to this page (links are logged, not opened)</label></p>
<h2 id="state-title">Room state</h2><pre data-testid="embed-state" aria-labelledby="state-title" tabindex="0">(none yet)</pre>
${query.intruder ? `<h2>Intruder frame (${e(origins.other)})</h2><iframe class="intruder" title="Intruder from another origin" data-testid="embed-intruder" src="${e(origins.other)}/embed-demo/intruder"></iframe>` : ''}
</section>
<section class="log" aria-labelledby="log-title"><h2 id="log-title">Message log</h2><button type="button" data-testid="embed-log-clear">Clear the log</button>
<ol data-testid="embed-log" aria-labelledby="log-title" tabindex="0"></ol></section>
</main>
<script src="${e(origins.storefront)}/embed.js"></script><script src="/embed-demo/host.js"></script>`,
  );
}

function intruderPage(): string {
  return page(
    'Intruder (a foreign origin)',
    `<main class="intruder-page"><h1>Intruder</h1><p>A frame on an origin the storefront does not allow. It posts commands to every sibling frame with
<code>postMessage(…, '*')</code> and fake room messages to its parent, and lists whatever it receives.</p>
<p>Attempts: <output data-testid="intruder-attempts">0</output> · received: <output data-testid="intruder-received-count">0</output></p>
<button type="button" data-testid="intruder-try">Try again</button><ol data-testid="intruder-received" aria-label="Received"></ol></main><script src="/embed-demo/intruder.js"></script>`,
  );
}

/** Nothing from elsewhere but the storefront's script and frame; the intruder only inside our pages. */
function hostCsp(origins: DemoOrigins): string {
  return `default-src 'none'; script-src 'self' ${origins.storefront}; style-src 'self'; frame-src ${origins.storefront} ${origins.other}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

export function registerEmbedDemo(router: Router, ctx: Pick<PlatformContext, 'options'>): void {
  const files = Object.fromEntries(Object.keys(ASSETS).map((name) => [name, readFileSync(join(__dirname, name), 'utf8')]));

  router.get('/embed-demo', (req: PlatformRequest) => {
    const origins = demoOrigins(ctx.options, req.headers.host);
    const query = demoQuery(req.query);
    if ('error' in query) return html(400, page('Embedding demo: bad query', `<main><h1>Embedding demo: bad query</h1><p>${escapeHtml(query.error)}.</p></main>`), hostCsp(origins));
    return html(200, hostPage(query, origins), hostCsp(origins));
  });

  router.get('/embed-demo/intruder', (req: PlatformRequest) => {
    const origins = demoOrigins(ctx.options, req.headers.host);
    return html(200, intruderPage(), `default-src 'none'; script-src 'self'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${origins.other}`);
  });

  router.get('/embed-demo/:file', ({ params }: PlatformRequest): Reply => {
    const type = Object.hasOwn(ASSETS, params.file) ? ASSETS[params.file] : null;
    if (!type) return { status: 404, raw: 'Not found', headers: { 'Content-Type': 'text/plain; charset=utf-8' } };
    return { status: 200, raw: files[params.file], headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' } };
  });
}
