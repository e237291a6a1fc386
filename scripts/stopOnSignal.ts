/** Closes a running demo on Ctrl+C or a stop signal, then ends the process. */
export function stopOnSignal(demo: { close(): Promise<void> }): void {
  const stop = (): void => {
    void demo.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
