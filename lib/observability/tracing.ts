import { otelSettings, sentryTracesSampleRate } from './settings';

/**
 * Node only (instrumentation.ts): OpenTelemetry through @vercel/otel when an OTLP endpoint is set
 * (the exporter reads the standard OTEL_* variables), and Sentry tracing when SENTRY_DSN is set and
 * SENTRY_TRACES_SAMPLE_RATE > 0. With neither, nothing is imported: no SDK, no exporter, no cost.
 * Returns a configuration problem (the caller stops start-up) or null.
 */
export async function startTracing(env: Record<string, string | undefined> = process.env): Promise<string | null> {
  const sampled = sentryTracesSampleRate(env.SENTRY_TRACES_SAMPLE_RATE);
  if (!sampled.ok) return sampled.problem;
  const otel = otelSettings(env);
  if (otel.enabled) {
    const { registerOTel } = await import('@vercel/otel');
    // Platform calls (lib/api/client.ts) become `fetch GET …` spans; they carry the trace to the platform.
    registerOTel({ serviceName: otel.serviceName, instrumentationConfig: { fetch: { propagateContextUrls: platformOrigins(env) } } });
  }
  if (env.SENTRY_DSN && sampled.rate > 0) {
    const sentry = await import('@sentry/nextjs');
    // Sentry registers its own tracer provider only when ours is not there: one provider per process.
    sentry.init({ dsn: env.SENTRY_DSN, tracesSampleRate: sampled.rate, enableOpenTelemetrySetup: !otel.enabled });
  }
  return null;
}

function platformOrigins(env: Record<string, string | undefined>): string[] {
  return [env.PLATFORM_API_URL, env.INTERACTION_API_URL].flatMap((url) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
}

/** startTracing, stopping start-up on a configuration problem (like lib/config/startup). */
export async function startTracingOrExit(): Promise<void> {
  const problem = await startTracing();
  if (!problem) return;
  console.error(`\nKirari cannot start: ${problem}\n`);
  process.exit(1);
}
