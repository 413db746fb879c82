// Latency statistics for the benchmarks.
export interface LatencySummary {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export function percentile(sortedMs: number[], fraction: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil(fraction * sortedMs.length) - 1));
  return sortedMs[index];
}

export function summarize(durationsMs: number[]): LatencySummary {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    mean: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
  };
}

/** Runs `operation` `warmup` times unmeasured, then `samples` times measured, one at a time. */
export async function measure(operation: () => Promise<unknown>, samples: number, warmup = 5): Promise<LatencySummary> {
  for (let i = 0; i < warmup; i++) await operation();
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await operation();
    durations.push(performance.now() - started);
  }
  return summarize(durations);
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
