import { startTelemetry } from './telemetry-sdk.ts';
import { shutDownOnClose } from './telemetry-shutdown.ts';

// Imported by main.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set, before the app loads.
shutDownOnClose(startTelemetry());
