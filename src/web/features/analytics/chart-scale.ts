/** The top of the y axis: the smallest 1, 2 or 5 × 10ⁿ at or above `max` (at least 4), and its ticks. */
export function niceScale(max: number, tickCount = 4): { top: number; ticks: number[] } {
  const target = Math.max(max, tickCount);
  const magnitude = 10 ** Math.floor(Math.log10(target / tickCount));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s * tickCount >= target) ?? target;
  const top = step * tickCount;
  return { top, ticks: Array.from({ length: tickCount + 1 }, (_, i) => i * step) };
}
