/** The median of a few timings (the upper middle one for an even count), shared by the benches. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
