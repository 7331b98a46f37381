/**
 * The event loop's own delay, measured inside the server (`perf_hooks.monitorEventLoopDelay`): how long
 * callbacks waited because the main thread was busy. The benchmarks turn it on (`VERDICT_LOOP_DELAY=1`) to
 * tell the server's own blocking apart from a busy machine: on a shared machine `/healthz` can be slow
 * while the loop itself never waited.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Starts measuring; the returned function stops and gives one line for the log. */
export function watchLoopDelay(): () => string {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return () => {
    histogram.disable();
    const ms = (ns: number) => (ns / 1e6).toFixed(1);
    return `event loop delay p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms`;
  };
}
