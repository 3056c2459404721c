/**
 * US state names for the two-letter codes a column holds: "airports in Texas" where `state`
 * holds TX, "Colorado", "new york state". Used only when a text column holds several state
 * codes (so a lone "WA" in an Australian table is no Washington), and only for a name no column
 * holds as written. The filter then says both: `state = TX (Texas)`.
 */
import type { Filter } from './intent';
import type { ParseLookups } from './parts';
import type { TableInfo } from './schema';

const STATES = new Map<string, string>(Object.entries({
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT', delaware: 'DE',
  florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY',
  louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO',
  montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY',
  'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI',
  'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA', washington: 'WA',
  'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY', 'district of columbia': 'DC', 'washington dc': 'DC', 'washington d c': 'DC',
}));

const CODE_NAMES = new Map<string, string>([...STATES].filter(([name]) => !name.startsWith('washington d')).map(([name, code]) => [code, name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())]));

/** A column must hold at least this many distinct state codes to be read as one of states. */
const CODES_MIN = 5;

export interface StateHit { column: string; value: string; key: string }

/**
 * Values for the phrases that name a US state ("texas", "new york") and that no column holds as
 * written: the column of state codes and the code it holds. One look-up of all codes, only when
 * the question names a state.
 */
export async function stateNameHits(info: TableInfo, phrases: string[], found: Array<{ key: string }>, lookups: ParseLookups): Promise<StateHit[]> {
  // "new york state", "the state of texas" said with the word: the name alone is looked up.
  const stateOf = (phrase: string): string | undefined => STATES.get(phrase.replace(/ state$/, ''));
  const named = [...new Set(phrases)].filter((phrase) => stateOf(phrase) !== undefined && !found.some((hit) => hit.key === phrase));
  if (!named.length) return [];
  const codes = await lookups.findValues(info, [...new Set(STATES.values())].map((code) => code.toLowerCase()));
  // Each code's spellings as stored, per column: "NY" and "ny" both, and the filter would keep one.
  const perColumn = new Map<string, Map<string, string[]>>();
  for (const hit of codes) {
    // Only codes written as codes: two letters ("TX", "tx"), not a word that folds to them.
    if (!/^[A-Za-z]{2}$/.test(hit.value.trim())) continue;
    const held = perColumn.get(hit.column) ?? new Map<string, string[]>();
    const code = hit.value.trim().toUpperCase();
    held.set(code, [...new Set([...(held.get(code) ?? []), hit.value])]);
    perColumn.set(hit.column, held);
  }
  const columns = [...perColumn].filter(([, held]) => held.size >= CODES_MIN);
  // Two columns of state codes (origin and destination states): the question must say which.
  if (columns.length !== 1) return [];
  const [column, held] = columns[0];
  return named.flatMap((phrase) => {
    const stored = held.get(stateOf(phrase) ?? '') ?? [];
    // A code written two ways is not read: one filter value would leave the other rows out.
    return stored.length === 1 ? [{ column, value: stored[0], key: phrase }] : [];
  });
}

/** "state = TX" said as "state = TX (Texas)", for the codes a state's name was read as. */
export function nameStates(filters: Filter[], hits: StateHit[]): void {
  for (const filter of filters) {
    const codes = filter.values.filter((value): value is string => typeof value === 'string' && hits.some((hit) => hit.column === filter.column && hit.value === value));
    for (const code of codes) filter.label = filter.label.replace(new RegExp(`\\b${code}\\b`), `${code} (${CODE_NAMES.get(code.toUpperCase()) ?? code})`);
  }
}
