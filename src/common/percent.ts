/**
 * Percentages to two decimals (product.md §5 and 9), shared by the server's reports and the browser's screens so
 * both show the same figure. A zero or missing whole gives 0 rather than NaN or Infinity.
 */
export function percent(part: number | null | undefined, whole: number | null | undefined): number {
  const p = Number(part ?? 0);
  const w = Number(whole ?? 0);
  if (!Number.isFinite(p) || !Number.isFinite(w) || w === 0) return 0;
  return round2((p * 100) / w);
}

/** Rounds half away from zero to two decimals, without the binary drift of `Math.round(x * 100) / 100`. */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Number(`${Math.abs(value)}e2`))) / 100;
}

/** "12.50%": always two decimals, for tables, tooltips and exports. */
export function formatPercent(value: number | null | undefined): string {
  return `${round2(Number(value ?? 0)).toFixed(2)}%`;
}

/**
 * A rate as shown on screen: "—" when nothing was counted to take it of (`whole` is 0: an agent nobody rated has no
 * satisfied rate, not 0.00%); the figure itself stays 0, as the reports and exports give it.
 */
export function formatRate(value: number | null | undefined, whole: number | null | undefined): string {
  return whole === 0 ? '—' : formatPercent(value);
}
