import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanProcessor } from '@opentelemetry/sdk-trace';
import { APP_VERSION } from '../http/app-version.ts';

/**
 * Starts OpenTelemetry tracing: HTTP, Fastify (@fastify/otel, Fastify's own instrumentation: the
 * contrib one is retired) and pg. Instrumentation patches modules as they load, so this runs before
 * the app's imports. Without span processors the SDK exports as the standard OTEL_* variables say
 * (OTLP to OTEL_EXPORTER_OTLP_ENDPOINT); 'quadro' and the release are the resource's defaults, which
 * OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES override.
 */
export function startTelemetry(spanProcessors?: SpanProcessor[]): NodeSDK {
  const sdk = new NodeSDK({
    resource: resourceFromAttributes({ 'service.name': 'quadro', 'service.version': APP_VERSION }),
    ...(spanProcessors ? { spanProcessors } : {}),
    // Traces only: Prometheus has the metrics (/metrics) and stdout the logs.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  return sdk;
}
