/**
 * How the question corpus compares a figure an answer gave with the expected one, shared by the
 * corpus test (rule-based analyst) and `npm run eval:model` (a language model's planner).
 */

/** The expected value as text: '' for missing, a date as YYYY-MM-DD. */
export function figureKey(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** Whether a result cell equals the expected value: numbers within rounding, other values as text. */
export function sameFigure(actual: string | undefined, expected: unknown): boolean {
  if (expected === null || expected === undefined) return actual === '' || actual === undefined;
  const a = Number(actual);
  const e = Number(expected);
  if (actual === undefined || actual === '' || !Number.isFinite(a) || !Number.isFinite(e)) return actual === figureKey(expected);
  return Math.abs(a - e) <= 1e-6 * Math.max(1, Math.abs(e)) + 1e-5;
}
