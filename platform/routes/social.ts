import { SocialProvider } from '@/lib/schemas';
import { issueMemberToken } from '../auth';
import type { PlatformContext } from '../context';
import { bodyOf, error, type PlatformRequest, type Reply, type Router } from '../http';
import { SOCIAL_MEMBER_ID } from '../seed/users';
import { escapeHtml } from '../html';

/**
 * The social sign-in hop (commerce §4, §7): `GET /auth/{provider}?login_page_url=…&identity=buyer&state=…`
 * stands in for the provider's consent screen. Its button signs in the seeded social member and
 * returns to login_page_url with `login_status=success&token=<jwt>`; cancel returns
 * `login_status=failed`, and "not verified" returns `login_status=verifying`. Every return carries
 * the `state` it was given, unchanged (the storefront's nonce against forced sign-in, issue 11).
 */

const PROVIDER_NAMES: Record<SocialProvider, string> = { line: 'LINE', facebook: 'Facebook' };
const DECISIONS = ['approve', 'cancel', 'verifying'] as const;
type Decision = (typeof DECISIONS)[number];

/** Only an absolute http(s) address: the hop must not become a javascript: or data: redirect. */
function returnUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function provider(req: PlatformRequest): SocialProvider | null {
  const parsed = SocialProvider.safeParse(req.params.provider);
  return parsed.success ? parsed.data : null;
}

/** The caller's opaque state, round-tripped as is (bounded, so the page stays small). */
function stateOf(value: unknown): string | null {
  return typeof value === 'string' && value && value.length <= 512 ? value : null;
}

function consentPage(name: SocialProvider, loginPageUrl: string, state: string | null): string {
  const title = `Sign in with ${PROVIDER_NAMES[name]} (demo)`;
  const action = `/auth/${name}/callback`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:64px auto;padding:0 16px;text-align:center}
button{display:block;width:100%;min-height:44px;margin:8px 0;border-radius:999px;border:1px solid #888;background:#fff;font:inherit;cursor:pointer}
button[value=approve]{background:${name === 'line' ? '#06c755' : '#1877f2'};border-color:transparent;color:#fff}</style></head>
<body><h1>${escapeHtml(title)}</h1>
<p>This page stands in for ${escapeHtml(PROVIDER_NAMES[name])} on the local platform. It signs you in as the demo social member.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="login_page_url" value="${escapeHtml(loginPageUrl)}">
${state === null ? '' : `<input type="hidden" name="state" value="${escapeHtml(state)}">\n`}<button type="submit" name="decision" value="approve">${escapeHtml(title)}</button>
<button type="submit" name="decision" value="verifying">Continue with an unverified e-mail (demo)</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form></body></html>`;
}

function back(url: URL, params: Record<string, string>, state: string | null): Reply {
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (state !== null) url.searchParams.set('state', state);
  return { status: 303, headers: { Location: url.toString(), 'Cache-Control': 'no-store' } };
}

export function registerSocialRoutes(router: Router, ctx: PlatformContext): void {
  router.get('/auth/:provider', (req) => {
    const name = provider(req);
    if (!name) return error(404, 'Unknown social provider.');
    const target = returnUrl(req.query.get('login_page_url'));
    if (!target) return error(422, 'The login page url field must be a valid URL.', { errors: { login_page_url: ['The login page url field must be a valid URL.'] } });
    if (req.query.get('identity') !== 'buyer') return error(422, 'The selected identity is invalid.', { errors: { identity: ['The selected identity is invalid.'] } });
    return {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      raw: consentPage(name, target.toString(), stateOf(req.query.get('state'))),
    };
  });

  router.post('/auth/:provider/callback', (req) => {
    const name = provider(req);
    if (!name) return error(404, 'Unknown social provider.');
    const body = bodyOf(req);
    const target = returnUrl(body.login_page_url);
    if (!target) return error(422, 'The login page url field must be a valid URL.');
    const state = stateOf(body.state);
    const decision: Decision = DECISIONS.find((d) => d === body.decision) ?? 'cancel';
    if (decision !== 'approve') return back(target, { login_status: decision === 'verifying' ? 'verifying' : 'failed' }, state);
    const member = ctx.state.users.find((record) => record.user.id === SOCIAL_MEMBER_ID);
    if (!member) return back(target, { login_status: 'failed' }, state);
    // The login type claim names the provider, as live-room §6 reads it.
    return back(target, { login_status: 'success', token: issueMemberToken(member.user.id, ctx.now(), name) }, state);
  });
}
