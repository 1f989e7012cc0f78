/** The figures the benches report over their runs. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const [lower, upper] = [sorted[middle - 1], sorted[middle]];
  if (upper === undefined) throw new Error("The median of no values is undefined.");
  return sorted.length % 2 === 1 || lower === undefined ? upper : (lower + upper) / 2;
}

/** The p-th percentile (0 to 100) by nearest rank: a value the runs really took. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
  if (value === undefined) throw new Error("The percentile of no values is undefined.");
  return value;
}
