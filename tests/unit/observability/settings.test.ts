import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SERVICE_NAME, otelSettings, sentryTracesSampleRate } from '@/lib/observability/settings';

describe('otelSettings', () => {
  it('is off without an OTLP endpoint (no SDK, no exporter)', () => {
    expect(otelSettings({})).toEqual({ enabled: false, serviceName: DEFAULT_SERVICE_NAME });
    expect(otelSettings({ OTEL_SERVICE_NAME: 'shop' }).enabled).toBe(false);
  });

  it('is on with the generic or the traces endpoint', () => {
    expect(otelSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }).enabled).toBe(true);
    expect(otelSettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector.internal/v1/traces' }).enabled).toBe(true);
  });

  it('ignores an endpoint that is not an http(s) URL', () => {
    expect(otelSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }).enabled).toBe(false);
  });

  it('honours OTEL_SDK_DISABLED and OTEL_TRACES_EXPORTER=none', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' };
    expect(otelSettings({ ...endpoint, OTEL_SDK_DISABLED: 'TRUE' }).enabled).toBe(false);
    expect(otelSettings({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' }).enabled).toBe(false);
  });

  it('takes OTEL_SERVICE_NAME', () => {
    expect(otelSettings({ OTEL_SERVICE_NAME: ' kirari-tokyo ' }).serviceName).toBe('kirari-tokyo');
  });
});

describe('sentryTracesSampleRate', () => {
  it('defaults to 0 (no tracing)', () => {
    expect(sentryTracesSampleRate(undefined)).toEqual({ ok: true, rate: 0 });
    expect(sentryTracesSampleRate(' ')).toEqual({ ok: true, rate: 0 });
  });

  it('accepts a share from 0 to 1', () => {
    expect(sentryTracesSampleRate('0.05')).toEqual({ ok: true, rate: 0.05 });
    expect(sentryTracesSampleRate('1')).toEqual({ ok: true, rate: 1 });
  });

  it('names the variable for a value out of range or not a number', () => {
    for (const raw of ['1.5', '-0.1', 'ten', 'NaN']) {
      const result = sentryTracesSampleRate(raw);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problem).toContain('SENTRY_TRACES_SAMPLE_RATE');
    }
  });
});
