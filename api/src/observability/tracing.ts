import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, type SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { FastifyPluginCallback } from 'fastify';
import { redactSecrets, redactText } from '../redact';

/** Every span of the API's own (mail, PGlite queries) comes from this tracer: a no-op until tracing starts. */
const tracer = trace.getTracer('api');

export interface Tracing {
  /** Registered first in the app, so that every route and hook is under a request span. */
  fastifyPlugin: FastifyPluginCallback;
  /** Sends the spans still buffered. */
  shutdown(): Promise<void>;
}

/** Every string attribute passed through `redactSecrets` as the span ends: URLs, statements, whatever set them. */
const redactingProcessor: SpanProcessor = {
  onStart() {},
  onEnding(span) {
    for (const [key, value] of Object.entries(span.attributes)) {
      if (typeof value !== 'string') continue;
      const redacted = redactSecrets(value);
      if (redacted !== value) span.setAttribute(key, redacted);
    }
  },
  onEnd() {},
  forceFlush: async () => {},
  shutdown: async () => {},
};

/** The standard OTEL_BSP_SCHEDULE_DELAY (milliseconds between two exports), which this SDK's processor no longer reads itself. */
function batchDelay(env: Record<string, string | undefined>): { scheduledDelayMillis?: number } {
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  return Number.isInteger(delay) && delay > 0 ? { scheduledDelayMillis: delay } : {};
}

/**
 * Traces by OpenTelemetry, exported by OTLP (HTTP) to `OTEL_EXPORTER_OTLP_ENDPOINT`; nothing at all when it is not
 * set. Must run before `pg` and `ioredis` are first loaded (server.ts imports it first), so their instrumentations
 * can wrap them. The exporter reads the standard OTEL_EXPORTER_OTLP_* variables (headers, timeout) itself.
 */
export function startTracing(env: Record<string, string | undefined>): Tracing | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return null;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME?.trim() || 'frc-api' }),
    spanProcessors: [redactingProcessor, new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), ...batchDelay(env) })],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Statements with their $1 placeholders only, never the values.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
      // The command's name only: the keys of the shared limits hold the requester's network.
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  const fastify = new FastifyOtelInstrumentation({
    ignorePaths: (route) => route.url.startsWith('/api/health'),
    requestHook: (span, request) => span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`),
  });
  fastify.setTracerProvider(provider);
  return { fastifyPlugin: fastify.plugin(), shutdown: () => provider.shutdown() };
}

/** The trace and span of the code running now, for the log lines; none when tracing is off. */
export function activeTraceIds(): { trace_id: string; span_id: string } | Record<string, never> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** Runs `work` under a span of its own (a mail, a query), marked failed when it throws. */
export function inSpan<T>(name: string, kind: SpanKind, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: redactText(error instanceof Error ? error.message : String(error)) });
      throw error;
    } finally {
      span.end();
    }
  });
}
