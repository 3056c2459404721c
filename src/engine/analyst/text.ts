/**
 * Word-level normalisation shared by column matching, value matching and passage search, so
 * "Unit Price", "unit_price" and "unitPrices" all become the words `unit price`.
 */

/** A Map: the words looked up are the user's own, and "constructor" must not find Object's. */
const IRREGULAR = new Map<string, string>(Object.entries({
  people: 'person', children: 'child', men: 'man', women: 'woman', data: 'data', series: 'series',
  categories: 'category', countries: 'country', cities: 'city', companies: 'company', quantities: 'quantity',
  mice: 'mouse', geese: 'goose', lice: 'louse', movies: 'movie', cookies: 'cookie', calories: 'calorie', species: 'species', rookies: 'rookie', zombies: 'zombie',
}));

/** Singular form of one lower-case word; conservative so that "sales", "status" or "analysis" survive. */
export function singular(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  if (word.length <= 3) return word;
  // "statuses", "buses": the plural of a word in -us.
  if (/(atuses|onuses|ampuses|iruses|ensuses|buses)$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is|sales|news)$/.test(word)) return word;
  if (word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (/(ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A value as the question's words are compared: lower case, punctuation folded to single spaces. */
export function foldValue(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** A value as its letters and digits alone: "St Mary's", "St Marys" and "ST MARYS" are one. */
export const compactValue = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Splits an identifier or phrase into lower-case singular words ("orderDate" -> order, date). */
/** A unit written with a small prefix before a capital ("kWh", "MWh", "kW", "mL"): one word, never split like camelCase. */
const PREFIXED_UNIT = /(?<![\p{L}\p{N}])[kmMGT](?:Wh|Hz|VA|Ah|W|L)(?![\p{L}\p{N}])/gu;

export function words(text: string): string[] {
  return text
    .replace(PREFIXED_UNIT, (unit) => unit.toLowerCase())
    // "totalSales" is two words; "pH", "iPhone" and "eBay" are one (a single lower-case letter is no word of its own).
    .replace(/([a-z]{2}|[0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
}

/** Tokens of a question, kept in order, with numbers and punctuation-free words. */
export interface Token {
  /** Lower-case as typed. */
  raw: string;
  /** Singular form used for matching. */
  word: string;
  /** The hyphenated word this token is a piece of, as typed ("e-bikes" for "e" and "bikes"). */
  compound?: string;
  /** A number written with a plus ("8+"): at least that many, unless a value of the data is written so ("10+ years"). */
  atLeast?: true;
}

export function tokenize(question: string): Token[] {
  const tokens: Token[] = [];
  // Dates (2024-03-01), decimals and words; a comparison sign is kept as its own token, and so is a
  // multiplication sign ("qty × price", "qty * price"; not a rating's "5*" nor markdown's "**").
  // A minus sign before a number that starts a word is the number's ("below -3°C"); "8+" is marked `atLeast`.
  // A time of day written "8:30" is one token, never the numbers 8 and 30. A section written "s.12"
  // or "no.5" keeps its number, a word of its own after the letters.
  const pattern = /\d{4}-\d{2}(?:-\d{2})?|(?<![\p{N}:.])\d{1,2}:\d{2}(?![\p{N}:])|\d{4}\/\d{2}(?![\d/])|\d{1,3}-\d{1,3}(?![\d-])|(?<![\p{L}\p{N}.-])-?\d+(?:[.,]\d+)*(?:\.\d+)?(?:%|\+(?![\d+]))?|(?<=(?<![\p{L}\p{N}])\p{L}{1,3}\.)\d+|[\p{L}][\p{L}\p{N}_'-]*|[<>]=?|=|×|(?<![\d*])\*(?!\*)/gu;
  for (const match of question.matchAll(pattern)) {
    const raw = match[0].toLowerCase();
    if (/^-?\d.*\+$/.test(raw)) {
      tokens.push({ raw: raw.slice(0, -1), word: raw.slice(0, -1), atLeast: true });
      continue;
    }
    // "aged 0-4", "5-9": a range written as one word may be a value of the data (an age group);
    // "2022/23", a season or fiscal year, is one label too, never the year 2022 and a number 23.
    const range = /^(\d+)[-/](\d+)$/.exec(raw);
    if (range) {
      tokens.push({ raw: range[1], word: range[1], compound: raw }, { raw: range[2], word: range[2], compound: raw });
      continue;
    }
    // "unit_price" and "best-selling" are two words; "O'Brien" too, as the data's values are
    // compared with punctuation folded to spaces; a possessive "'s" is dropped.
    const clean = raw.replace(/'s$/, '');
    if (/[_'-]/.test(clean) && /\p{L}/u.test(clean)) {
      const compound = /-/.test(clean) ? clean : undefined;
      for (const part of clean.split(/[_'-]+/).filter(Boolean)) tokens.push({ raw: part, word: singular(part), ...(compound ? { compound } : {}) });
      continue;
    }
    tokens.push({ raw: clean, word: singular(clean) });
  }
  return tokens;
}

export const STOPWORDS = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'for', 'to', 'by', 'and', 'or', 'is', 'are', 'was', 'were', 'be', 'what', 'which',
  'who', 'how', 'me', 'show', 'give', 'tell', 'list', 'with', 'per', 'each', 'from', 'that', 'this', 'there', 'do',
  'doe', 'does', 'did', 'i', 'we', 'our', 'my', 'it', 'its', 'at', 'as', 'than', 'all', 'any', 'can', 'you', 'please',
  'have', 'has', 'had', 'get', 'find', 'only', 'about', 'into', 'over', 'across', 'between', 'much', 'many', 'number',
  'value', 'row', 'record', 'data', 'dataset', 'table', 'file', 'where', 'when', 'whose', 'most', 'least', 'what\'s',
]);

/**
 * The analyst's modules escape with the one Markdown escaper (src/common/markdown.ts), which
 * leaves a `_` inside a word and a `#` inside a line alone: `total_revenue` reads as it is.
 */
export { escapeMarkdown } from '../../common/markdown';

/** The last word of a column's name outside its unit in brackets: "size" of `Skip Size (yd)`. */
export function nameHead(name: string): string {
  return words(name.replace(/\([^)]*\)/g, ' ')).pop() ?? '';
}
