import { getPublicConfig } from '@/lib/config';

/**
 * Error reporting on @sentry/nextjs, loaded lazily and only when a DSN is configured, so pages
 * without one ship none of it. Errors are always logged (decision 8); breadcrumbs are kept in a small
 * ring and handed to the SDK with the next report.
 */
type Sentry = typeof import('@sentry/nextjs');

interface Crumb {
  category: string;
  message: string;
  data?: Record<string, unknown>;
  timestamp: number;
}

const MAX_CRUMBS = 50;
const pendingCrumbs: Crumb[] = [];
let sentryPromise: Promise<Sentry | null> | null = null;

function loadSentry(): Promise<Sentry | null> {
  const dsn = getPublicConfig().sentryDsn;
  if (!dsn) return Promise.resolve(null);
  sentryPromise ??= import('@sentry/nextjs')
    .then((sentry) => {
      if (!sentry.getClient()) {
        sentry.init({ dsn, tracesSampleRate: 0, defaultIntegrations: false });
      }
      return sentry;
    })
    .catch(() => null);
  return sentryPromise;
}

export function breadcrumb(category: string, message: string, data?: Record<string, unknown>): void {
  pendingCrumbs.push({ category, message, data, timestamp: Date.now() });
  if (pendingCrumbs.length > MAX_CRUMBS) pendingCrumbs.shift();
}

export interface ReportContext {
  /** What the product was doing, e.g. 'api.schema-mismatch'. */
  where: string;
  extra?: Record<string, unknown>;
}

/** Logs the error and, with a DSN, sends it. Never throws; resolves when the send was handed over. */
export async function report(error: unknown, context: ReportContext): Promise<void> {
  console.error(`[kirari] ${context.where}`, error, context.extra ?? '');
  const sentry = await loadSentry();
  if (!sentry) return;
  for (const crumb of pendingCrumbs.splice(0)) sentry.addBreadcrumb({ ...crumb, timestamp: crumb.timestamp / 1000 });
  sentry.withScope((scope) => {
    scope.setTag('where', context.where);
    if (context.extra) scope.setExtras(context.extra);
    sentry.captureException(error);
  });
  await sentry.flush(2000);
}

/** For tests: forget the loaded SDK and crumbs. */
export function resetReportingForTests(): void {
  sentryPromise = null;
  pendingCrumbs.length = 0;
}
