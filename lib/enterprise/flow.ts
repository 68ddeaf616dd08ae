import type { SafeExternal, FollowTarget } from '@/lib/subscription/follow-url';
import { followTarget } from '@/lib/subscription/follow-url';

/**
 * The enterprise cart button (live-room §6) as a plan of steps: report the cart, resolve the
 * redirect for the report (with the remembered source_id), follow it if the URL check passes;
 * if any of that does not apply (no cart, a failed call, an unsafe URL), the generic redirect
 * with the viewer's id. `nextStep` decides from what is known so far; `runEnterpriseFlow` runs
 * the steps against injected calls (the server action passes the real ones).
 */

/** A call's result as the plan needs it. */
export type CallResult<T> = { ok: true; value: T } | { ok: false; unauthorized: boolean };

export interface FlowState {
  cartId: number | null;
  sourceId: string | null;
  report?: CallResult<string>;
  redirect?: CallResult<string>;
  /** The generic URL, or null when the store gives none. */
  generic?: string | null;
}

export type Step =
  | { kind: 'report'; cartId: number }
  | { kind: 'redirect'; reportSlug: string; sourceId: string | null }
  | { kind: 'generic' }
  | { kind: 'follow'; target: FollowTarget; via: 'report' | 'generic' }
  /** A call met a 401: the shell's 401 rule, not a detour. */
  | { kind: 'unauthorized' }
  | { kind: 'fail' };

export interface FlowChecks {
  origin: string;
  safeExternal: SafeExternal;
}

export function nextStep(state: FlowState, checks: FlowChecks): Step {
  const { report, redirect } = state;
  if (state.cartId !== null && report === undefined) return { kind: 'report', cartId: state.cartId };
  if (report && !report.ok && report.unauthorized) return { kind: 'unauthorized' };
  if (report?.ok && redirect === undefined) return { kind: 'redirect', reportSlug: report.value, sourceId: state.sourceId };
  if (redirect && !redirect.ok && redirect.unauthorized) return { kind: 'unauthorized' };
  const resolved = redirect?.ok ? followTarget(redirect.value, checks.origin, checks.safeExternal) : null;
  if (resolved) return { kind: 'follow', target: resolved, via: 'report' };
  if (state.generic === undefined) return { kind: 'generic' };
  const generic = followTarget(state.generic, checks.origin, checks.safeExternal);
  return generic ? { kind: 'follow', target: generic, via: 'generic' } : { kind: 'fail' };
}

export interface FlowCalls {
  createReport(cartId: number): Promise<CallResult<string>>;
  resolveRedirect(reportSlug: string, sourceId: string | null): Promise<CallResult<string>>;
  genericUrl(): Promise<string | null>;
}

export type FlowOutcome = Extract<Step, { kind: 'follow' | 'unauthorized' | 'fail' }>;

/** At most one call per step kind: the plan can never loop. */
const MAX_STEPS = 4;

export async function runEnterpriseFlow(start: Pick<FlowState, 'cartId' | 'sourceId'>, calls: FlowCalls, checks: FlowChecks): Promise<FlowOutcome> {
  const state: FlowState = { ...start };
  for (let i = 0; i < MAX_STEPS; i++) {
    const step = nextStep(state, checks);
    switch (step.kind) {
      case 'report':
        state.report = await calls.createReport(step.cartId);
        break;
      case 'redirect':
        state.redirect = await calls.resolveRedirect(step.reportSlug, step.sourceId);
        break;
      case 'generic':
        state.generic = await calls.genericUrl();
        break;
      default:
        return step;
    }
  }
  const last = nextStep(state, checks);
  return last.kind === 'follow' || last.kind === 'unauthorized' ? last : { kind: 'fail' };
}
