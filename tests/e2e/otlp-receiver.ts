import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OTLP/HTTP JSON trace receiver on loopback (POST /v1/traces): keeps every span it is sent,
 * so a test can see what the storefront exported. Nothing leaves the machine.
 */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  durationMs: number;
  startNs: bigint;
  attributes: Record<string, string | number | boolean>;
  service: string;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes?: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

const plain = (value: OtlpValue) => value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.doubleValue ?? value.boolValue ?? ''));
const record = (attributes: OtlpAttribute[] = []) => Object.fromEntries(attributes.map((a) => [a.key, plain(a.value)]));

export function spansOf(body: OtlpExport): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpan) => {
    const service = String(record(resourceSpan.resource?.attributes)['service.name'] ?? '');
    return (resourceSpan.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => {
        const start = BigInt(span.startTimeUnixNano);
        return {
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId ?? '',
          name: span.name,
          startNs: start,
          durationMs: Number(BigInt(span.endTimeUnixNano) - start) / 1e6,
          attributes: record(span.attributes),
          service,
        };
      }),
    );
  });
}

/** One trace as an indented tree: `name  12.3 ms`, children in start order. */
export function traceTree(spans: ReceivedSpan[]): string {
  const ids = new Set(spans.map((s) => s.spanId));
  const lines: string[] = [];
  const walk = (parent: string, depth: number) => {
    const children = spans.filter((s) => (depth === 0 ? !ids.has(s.parentSpanId) : s.parentSpanId === parent)).sort((a, b) => (a.startNs < b.startNs ? -1 : 1));
    for (const span of children) {
      lines.push(`${'  '.repeat(depth)}${span.name}  ${span.durationMs.toFixed(1)} ms`);
      walk(span.spanId, depth + 1);
    }
  };
  walk('', 0);
  return lines.join('\n');
}

export async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        try {
          spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport));
        } catch {
          res.writeHead(400).end();
          return;
        }
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
