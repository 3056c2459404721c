/**
 * The one number and date formatter, for every part that shows a value to a person: the chat
 * webview (tables, text, chart labels), the chat host and the command line. Built on `Intl` for
 * the person's locale; pure (no vscode, DOM or Node API).
 *
 * Display only: the value as written (a CSV cell, a query's result) stays what is copied,
 * saved and exported. Numbers given as text are formatted from their decimal digits, never
 * through a float, so 12345678901234567891 is not shown as …900.
 *
 * Precision: whole numbers are shown whole, with the locale's grouping; fractions keep two
 * decimals from 1 upwards and three significant digits below 1 (0.000123), and numbers too
 * small or too large to read that way (below 1e-6, from 1e21) in scientific notation.
 * Missing values (null, undefined, NaN, an empty cell) are all shown as `MISSING`.
 */

/** How every part shows a missing value. */
export const MISSING = '(missing)';

/**
 * Forms of a counted phrase by the locale's plural category, `{0}` standing for the number:
 * `{ one: '{0} row', other: '{0} rows' }`. `other` is required; a category the locale uses
 * but the caller did not give falls back to it.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type CellKind = 'number' | 'date' | 'text' | 'missing';

/** A value as shown: the text, what it is (numbers align right), and the value as written. */
export interface CellDisplay {
  text: string;
  kind: CellKind;
  raw: string;
}

export interface CellOptions {
  /** Dates and timestamps written as ISO text are shown in the locale's style (default: as written). */
  dates?: boolean;
}

export interface Formatter {
  /** The locale actually used (the requested one when the runtime knows it). */
  readonly locale: string;
  /** A number of any size; text is read as a decimal number (see `isNumericText`). */
  number(value: number | bigint | string | null | undefined): string;
  /** A ratio as a percentage (0.125 → 12.5%). */
  percent(value: number | null | undefined): string;
  /** A date (date-only ISO text is a calendar day, never shifted by a time zone). */
  date(value: Date | string | number | null | undefined): string;
  /** A date and time; ISO text without an offset is shown as written (wall time). */
  dateTime(value: Date | string | number | null | undefined): string;
  /** `forms` for `n` in the locale's plural rules, with the number formatted. */
  count(n: number, forms: PluralForms): string;
  /** A CSV cell or any value written as text. */
  cell(raw: string | null | undefined, options?: CellOptions): CellDisplay;
}

/** A decimal number written as text: optional sign, digits, fraction, exponent (no grouping). */
const NUMERIC_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

export function isNumericText(text: string): boolean {
  return NUMERIC_TEXT.test(text);
}

/** Words naming a label column wherever they stand in its name: `year`, `fiscal_year`, `zip_code` (the analyst names a yearly grouping `period`). */
const LABEL_WORD = /(^|[^a-z])(year|yr|period|id|ids|code|zip|postcode|postal)([^a-z]|$)/i;
/** Words naming a label only as the name's last word: `order number`, `Invoice No`, `phone` (`number_of_orders` is a count). */
const LABEL_LAST_WORD = /(^|[^a-z])(phone|number|no)$/i;
/** The same words in camelCase: `customerId`, `postCode`, `fiscalYear`. */
const CAMEL_LABEL = /[a-z](Id|ID|Code|Year)$/;

/**
 * Whether the whole numbers of the column named `name` are labels rather than quantities (a year,
 * an id, a code, a phone number): shown as written, 2024 and not 2,024. The one rule of the panel
 * and the command line.
 */
export function isLabelColumn(name: string): boolean {
  const trimmed = name.trim();
  return LABEL_WORD.test(trimmed) || LABEL_LAST_WORD.test(trimmed) || CAMEL_LABEL.test(trimmed);
}

/** The runtime's default locale. */
function defaultLocale(): string {
  return new Intl.NumberFormat().resolvedOptions().locale;
}

/** `locale` when Intl knows it (VS Code's `zh-cn` and `en` included), else the runtime's default. */
export function resolveLocale(locale: string | undefined): string {
  if (!locale) return defaultLocale();
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale])[0] ?? defaultLocale();
  } catch {
    return defaultLocale();
  }
}

const formatters = new Map<string, Formatter>();

/** The formatter for `locale` (built once per locale). */
export function formatterFor(locale?: string): Formatter {
  const resolved = resolveLocale(locale);
  let formatter = formatters.get(resolved);
  if (!formatter) {
    formatter = createFormatter(resolved);
    formatters.set(resolved, formatter);
  }
  return formatter;
}

function createFormatter(locale: string): Formatter {
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const fraction = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const small = new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 });
  const scientific = new Intl.NumberFormat(locale, { notation: 'scientific', maximumSignificantDigits: 3 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const plural = new Intl.PluralRules(locale);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const wallTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  const localTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });

  const formatNumber = (value: number | bigint | string | null | undefined): string => {
    if (value === null || value === undefined) return MISSING;
    if (typeof value === 'bigint') return whole.format(value);
    let text: string;
    let magnitude: number;
    if (typeof value === 'string') {
      text = value.trim();
      if (!NUMERIC_TEXT.test(text)) return text === '' ? MISSING : value;
      magnitude = Math.abs(Number(text));
    } else {
      if (Number.isNaN(value)) return MISSING;
      if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
      text = String(value);
      magnitude = Math.abs(value);
    }
    // Intl takes decimal text as it is written (no float in between) for every precision.
    const exact = text as Intl.StringNumericLiteral;
    if (magnitude !== 0 && (magnitude < 1e-6 || magnitude >= 1e21)) return scientific.format(exact);
    if (/^[-+]?\d+$/.test(text) || Number.isInteger(Number(text))) return whole.format(exact);
    return magnitude >= 1 ? fraction.format(exact) : small.format(exact);
  };

  const toDate = (value: Date | string | number): { date: Date; wall: boolean } | undefined => {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : { date: value, wall: false };
    if (typeof value === 'number') return Number.isFinite(value) ? { date: new Date(value), wall: false } : undefined;
    const text = value.trim();
    const d = ISO_DATE.exec(text);
    if (d) return validDate(Date.UTC(+d[1], +d[2] - 1, +d[3]), +d[3], true);
    const t = ISO_DATE_TIME.exec(text);
    if (t) {
      const [, y, mo, da, h, mi, s = '0', ms = '', zone] = t;
      const utc = Date.UTC(+y, +mo - 1, +da, +h, +mi, +s, Math.round(Number(`0${ms}`) * 1000));
      if (!zone) return validDate(utc, +da, true);
      const parsed = Date.parse(`${y}-${mo}-${da}T${h}:${mi}:${s.padStart(2, '0')}${ms}${normalizeZone(zone)}`);
      return Number.isFinite(parsed) ? { date: new Date(parsed), wall: false } : undefined;
    }
    return undefined;
  };

  const formatDate = (value: Date | string | number | null | undefined, withTime: boolean): string => {
    if (value === null || value === undefined || value === '') return MISSING;
    const parsed = toDate(value);
    if (!parsed) return String(value);
    if (!withTime) return day.format(parsed.date);
    return (parsed.wall ? wallTime : localTime).format(parsed.date);
  };

  const formatter: Formatter = {
    locale,
    number: formatNumber,
    percent: (value) => (value === null || value === undefined || Number.isNaN(value) ? MISSING : percent.format(value)),
    date: (value) => formatDate(value, false),
    dateTime: (value) => formatDate(value, true),
    count: (n, forms) => {
      const form = forms[plural.select(n)] ?? forms.other;
      return form.replace(/\{0\}/g, formatNumber(n));
    },
    cell: (raw, options = {}) => {
      if (raw === null || raw === undefined || raw.trim() === '') return { text: MISSING, kind: 'missing', raw: raw ?? '' };
      const text = raw.trim();
      if (NUMERIC_TEXT.test(text)) return { text: formatNumber(text), kind: 'number', raw };
      if (options.dates) {
        if (ISO_DATE.test(text) && toDate(text)) return { text: formatDate(text, false), kind: 'date', raw };
        if (ISO_DATE_TIME.test(text) && toDate(text)) return { text: formatDate(text, true), kind: 'date', raw };
      }
      return { text: raw, kind: 'text', raw };
    },
  };
  return formatter;
}

/** A parsed day that exists (Date.UTC rolls 2024-02-31 over to March: that is no date). */
function validDate(utc: number, dayOfMonth: number, wall: boolean): { date: Date; wall: boolean } | undefined {
  if (!Number.isFinite(utc)) return undefined;
  const date = new Date(utc);
  return date.getUTCDate() === dayOfMonth ? { date, wall } : undefined;
}

/** `+02`, `+0200` and `+02:00` as the `+02:00` that Date.parse reads. */
function normalizeZone(zone: string): string {
  if (zone === 'Z') return 'Z';
  const digits = zone.slice(1).replace(':', '');
  return `${zone[0]}${digits.slice(0, 2)}:${(digits.slice(2) || '00').padEnd(2, '0')}`;
}
