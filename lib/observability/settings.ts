/**
 * Server-side tracing settings from the standard OpenTelemetry variables and Sentry's sample rate.
 * Pure (the environment is passed in) so instrumentation.ts decides, and tests check, without I/O.
 * Tracing is off unless an OTLP endpoint is set: no SDK is loaded and nothing is exported.
 */
export interface OtelSettings {
  enabled: boolean;
  serviceName: string;
}

export const DEFAULT_SERVICE_NAME = 'kirari-storefront';

function isHttpUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export function otelSettings(env: Record<string, string | undefined>): OtelSettings {
  const endpoint = isHttpUrl(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) || isHttpUrl(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const disabled = env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true' || env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none';
  return { enabled: endpoint && !disabled, serviceName: env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME };
}

/**
 * SENTRY_TRACES_SAMPLE_RATE: the share of requests Sentry traces, 0 to 1 (default 0: none). A value
 * that is not a number in range is a configuration error, named by the start-up check.
 */
export function sentryTracesSampleRate(raw: string | undefined): { ok: true; rate: number } | { ok: false; problem: string } {
  if (raw === undefined || raw.trim() === '') return { ok: true, rate: 0 };
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) return { ok: false, problem: `SENTRY_TRACES_SAMPLE_RATE must be a number from 0 to 1 (got "${raw}").` };
  return { ok: true, rate };
}
