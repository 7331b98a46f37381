// Waiting on a condition, never for a while: no test's verdict may depend on the machine's speed, so a test
// polls what it expects with a wide cap (a shared CI machine may be several times slower at times).

/** Resolves once `condition()` holds (polled every 25 ms); throws naming `what` after `capMs` (60 s). */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  capMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + capMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${capMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
