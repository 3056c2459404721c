/**
 * The reader's locale for the engine's charts. The client names it in the job request's
 * `Accept-Language` header (docs/interface-notes.md); vega formats tick labels with d3's locale
 * definitions, which are built here from Intl, so a chart asked for in de-DE reads "1.234,5" and
 * "März" the way the chat's tables do.
 */

/** What vega's View takes as `locale`: d3-format's and d3-time-format's locale definitions. */
export interface ChartLocale {
  number: {
    decimal: string;
    thousands: string;
    grouping: number[];
    currency: [string, string];
    /** Absent: d3's own "−" (U+2212), which en-US charts have always used. */
    minus?: string;
    numerals?: string[];
  };
  time: {
    dateTime: string;
    date: string;
    time: string;
    periods: [string, string];
    days: string[];
    shortDays: string[];
    months: string[];
    shortMonths: string[];
  };
}

export const DEFAULT_CHART_LOCALE = 'en-US';

/** Longest header value read: a browser sends well under this; more is not a language list. */
const MAX_HEADER = 256;

/**
 * The best language of an `Accept-Language` value that Intl knows, as a canonical BCP 47 tag
 * (highest q first, in header order on ties; `*` and unknown tags skipped); undefined when none.
 */
export function localeFromAcceptLanguage(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value || value.length > MAX_HEADER) return undefined;
  const ranked = value.split(',').map((part, index) => {
    const [tag, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
    return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
  }).filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    try {
      const [known] = Intl.NumberFormat.supportedLocalesOf([tag]);
      if (known) return Intl.getCanonicalLocales(tag)[0];
    } catch {
      // Not a well-formed tag: try the next one.
    }
  }
  return undefined;
}

/**
 * Sizes of the digit groups, rightmost first, as d3 wants them (en: [3, 3, 3]; en-IN: [3, 2, 2, 2];
 * d3 repeats the last size). The leftmost group is only what was left over, so it is dropped.
 */
function groupingOf(parts: Intl.NumberFormatPart[]): number[] {
  const sizes = parts.filter((part) => part.type === 'integer').map((part) => part.value.length).reverse();
  return sizes.length > 1 ? sizes.slice(0, -1) : [3];
}

/** The pattern of one of Intl's date or time styles in d3's `%` directives. */
function pattern(locale: string, options: Intl.DateTimeFormatOptions, directives: Partial<Record<Intl.DateTimeFormatPartTypes, string>>): string {
  const sample = new Date(Date.UTC(2001, 10, 23, 15, 4, 5));
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatToParts(sample)
    .map((part) => (part.type === 'literal' ? part.value.replace(/%/g, '%%') : directives[part.type] ?? part.value))
    .join('');
}

/** Definitions made so far (a few locales at most in practice; cleared if a caller sends many). */
const cache = new Map<string, ChartLocale>();
const CACHE_LIMIT = 32;

/** d3's locale definitions for `locale` (a tag Intl knows), made from Intl's own formats. */
export function chartLocale(locale: string): ChartLocale {
  const known = cache.get(locale);
  if (known) return known;
  const numberParts = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 1 }).formatToParts(-1234567890.5);
  const part = (type: Intl.NumberFormatPartTypes, fallback: string): string => numberParts.find((p) => p.type === type)?.value ?? fallback;
  const digits = new Intl.NumberFormat(locale, { useGrouping: false }).format(1234567890);
  const numerals = [...'0123456789'].map((_, i) => [...digits][(i + 9) % 10]);
  const month = (m: number, style: 'long' | 'short'): string => new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2001, m, 15)));
  // 2001-01-07 was a Sunday: d3's day names start on Sunday.
  const day = (d: number, style: 'long' | 'short'): string => new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2001, 0, 7 + d)));
  const hour12 = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hour12 === true;
  const dayPeriod = (hour: number): string => new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true, timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2001, 0, 1, hour))).find((p) => p.type === 'dayPeriod')?.value ?? (hour < 12 ? 'AM' : 'PM');
  const dateDirectives = { year: '%Y', month: '%m', day: '%d' };
  const timeDirectives = { hour: hour12 ? '%I' : '%H', minute: '%M', second: '%S', dayPeriod: '%p' };
  const definition: ChartLocale = {
    number: {
      decimal: part('decimal', '.'),
      thousands: part('group', ''),
      grouping: groupingOf(numberParts),
      currency: ['', ''],
      ...(part('minusSign', '-') === '-' ? {} : { minus: part('minusSign', '-') }),
      ...(numerals.join('') === '0123456789' ? {} : { numerals }),
    },
    time: {
      dateTime: `${pattern(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }, dateDirectives)} ${pattern(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }, timeDirectives)}`,
      date: pattern(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }, dateDirectives),
      time: pattern(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }, timeDirectives),
      periods: [dayPeriod(9), dayPeriod(21)],
      days: Array.from({ length: 7 }, (_, d) => day(d, 'long')),
      shortDays: Array.from({ length: 7 }, (_, d) => day(d, 'short')),
      months: Array.from({ length: 12 }, (_, m) => month(m, 'long')),
      shortMonths: Array.from({ length: 12 }, (_, m) => month(m, 'short')),
    },
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(locale, definition);
  return definition;
}
