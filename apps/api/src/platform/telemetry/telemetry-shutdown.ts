/** The running OpenTelemetry SDK, if any; kept here so the server can flush it without loading it. */
let running: { shutdown(): Promise<void> } | undefined;

export function shutDownOnClose(sdk: { shutdown(): Promise<void> }): void {
  running = sdk;
}

/** Exports the spans still buffered and stops the SDK: after the app closed, before the exit. */
export async function shutdownTelemetry(): Promise<void> {
  await running?.shutdown();
  running = undefined;
}
