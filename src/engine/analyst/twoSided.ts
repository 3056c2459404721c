/**
 * Two-sided rows: a match between two sides on each row, the sides' names in a pair of text
 * columns ("Home Team"/"Away Team", "Team A"/"Team B", "Player 1"/"Player 2") and their figures
 * in pairs of number columns ("Home Goals"/"Away Goals"). Two readings of such a table, each a
 * view (views.ts) tried only where the file's own columns could not answer:
 *  - per match: each pair's total over both sides (`Goals` = Home Goals + Away Goals) and the
 *    match's `Result` from comparing the scoring pair ("home win", "away win", "draw");
 *  - per side: each match twice, once from each side, with that side's name (`Team`), the other's
 *    (`Opponent`), which side it was (`Side`), its own figure (`Goals Scored`), the other side's
 *    (`Goals Conceded`) and its `Result` ("win", "draw", "loss"). It answers only questions about
 *    a side by name or per side ("which team scored the most goals", "goals conceded by X"), or
 *    about one side of every match ("how many more home wins than away wins"): any other figure
 *    over the matches would count each match twice.
 */
import { describeColumn, pyString, quoteIdent, type ColumnInfo, type TableInfo } from './schema';
import { pandasRead, sqlRead } from './sqlparts';
import { escapeMarkdown } from './text';
import type { View } from './views';

/** Words that name the two sides of a row, first side first. */
const SIDE_WORDS: Array<[string, string]> = [['home', 'away'], ['1', '2'], ['a', 'b']];

/** Words of the figure that decides who won, when a row has several pairs. */
const SCORING = /^(goals?|score|scores|points?|runs?|sets?|frames?)$/i;

interface Pair {
  /** The name without its side word ("Goals" of "Home Goals"). */
  name: string;
  first: ColumnInfo;
  second: ColumnInfo;
}

interface Sides {
  words: [string, string];
  /** The sides' names ("Home Team"/"Away Team"). */
  names: Pair;
  /** Their figures, each pair of number columns. */
  figures: Pair[];
}

/** The column's name with the side word taken out, and which side it names; null when it names none of `words`. */
function sideOf(name: string, words: [string, string]): { rest: string; side: 0 | 1 } | null {
  for (const side of [0, 1] as const) {
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${words[side]}(?=$|[^\\p{L}\\p{N}])`, 'iu');
    const match = pattern.exec(name);
    if (!match) continue;
    const rest = (name.slice(0, match.index) + match[1] + name.slice(match.index + match[0].length)).replace(/[\s_-]+/g, ' ').trim();
    if (rest) return { rest, side };
  }
  return null;
}

/** The pairs of columns whose names differ only by the side word, of one kind. */
function pairsOf(info: TableInfo, words: [string, string], kind: 'text' | 'number'): Pair[] {
  const pairs: Pair[] = [];
  for (const first of info.columns.filter((c) => c.kind === kind && !c.isId)) {
    const a = sideOf(first.name, words);
    if (!a || a.side !== 0) continue;
    const second = info.columns.find((c) => c.kind === kind && !c.isId && sideOf(c.name, words)?.side === 1 && sideOf(c.name, words)?.rest.toLowerCase() === a.rest.toLowerCase());
    if (second) pairs.push({ name: a.rest, first, second });
  }
  return pairs;
}

/** The table's two sides: one pair of name columns and at least one pair of number columns, under one pair of side words. */
export function sidesOf(info: TableInfo): Sides | null {
  for (const words of SIDE_WORDS) {
    const names = pairsOf(info, words, 'text');
    const figures = pairsOf(info, words, 'number').filter((pair) => pair.first.role !== 'none');
    if (names.length === 1 && figures.length) return { words, names: names[0], figures };
  }
  return null;
}

/**
 * "How many matches did Ada play" where Ada is in `Player 1` and `Player 2`: keeping one of the
 * two columns would count only the matches she played on that side. The doubt that refuses the
 * file's own reading (the view per side then reads both sides), or null when the value is in at
 * most one side's column or the question names a column of one side.
 */
export function bothSidesDoubt(info: TableInfo, value: string, columns: string[], named: string[]): string | null {
  // Also on the view per match, which keeps the names and adds up the figures.
  const words = SIDE_WORDS.find((pair) => pairsOf(info, pair, 'text').length === 1);
  const names = words ? pairsOf(info, words, 'text')[0] : undefined;
  if (!words || !names || !columns.includes(names.first.name) || !columns.includes(names.second.name)) return null;
  // "average score 1 for Ada" names a side's own column: the question is about that side.
  const sided = [names, ...pairsOf(info, words, 'number')].flatMap((pair) => [pair.first.name, pair.second.name]);
  if (named.some((name) => sided.includes(name))) return null;
  return `“${escapeMarkdown(value)}” is in ${code(names.first.name)} and in ${code(names.second.name)}: one of them alone would count only the rows where it is on that side.`;
}

/** Nouns of a match (each row of a two-sided table, each side's row of the view per side) and verbs of taking part in one. */
const MATCH_NOUNS = ['match', 'game', 'fixture', 'bout'];
const MATCH_VERBS = ['play', 'plays', 'played', 'playing'];

/** Whether the table is two-sided or one of its views (whose names say so: see perMatchView and perSideView). */
function isMatchTable(info: TableInfo): boolean {
  return /^view:(match|side):/.test(info.table.table) || sidesOf(info) !== null;
}

/**
 * Words a two-sided table's rows answer to: "how many matches did Ada play" counts the rows that
 * keep Ada, "matches" naming them and "play" only saying she took part; none on other tables
 * (a "game" may be a column's value elsewhere) nor where a column has the word.
 */
export function matchWords(info: TableInfo): { nouns: string[]; verbs: string[] } {
  if (!isMatchTable(info)) return { nouns: [], verbs: [] };
  const free = (word: string): boolean => !info.columns.some((c) => c.words.includes(word));
  return { nouns: MATCH_NOUNS.filter(free), verbs: MATCH_VERBS.filter((verb) => free(verb) && free('play')) };
}

/** A verb of a match's outcome and the results it names: "won" is a win, "lost" a loss, "drew" a draw. */
const OUTCOME_VERBS = new Map<string, string[]>([['won', ['win']], ['lost', ['loss']], ['lose', ['loss']], ['loses', ['loss']], ['drew', ['draw']], ['drawn', ['draw']]]);

/** The results a verb of outcome names ("how many games did Ada win" reads "win" itself), for a column of results only. */
export function outcomeVerbValues(word: string): string[] {
  return OUTCOME_VERBS.get(word) ?? [];
}

/** A column of match results (`Result`, `Outcome`), which outcome verbs name values of. */
export const isResultColumn = (column: ColumnInfo): boolean => column.kind === 'text' && column.words.length === 1 && /^(result|outcome)$/.test(column.words[0]);

/** The pair that decides a match: the only one, or the one named for scoring. */
function scoringPair(sides: Sides): Pair | null {
  if (sides.figures.length === 1) return sides.figures[0];
  const scoring = sides.figures.filter((pair) => SCORING.test(pair.name));
  return scoring.length === 1 ? scoring[0] : null;
}

/**
 * A side's own figure and the other side's, as the view per side names them: "Goals Scored" and
 * "Goals Conceded", so "scored" and "conceded" each name one ("goals" alone names both, and is asked
 * about); a figure already called a score is the side's `Score` and the `Opponent Score`.
 */
function ownName(pair: Pair): string {
  return /^scores?$/i.test(pair.name.split(' ').pop() ?? '') ? pair.name : `${pair.name} Scored`;
}

function otherName(pair: Pair): string {
  return /^scores?$/i.test(pair.name.split(' ').pop() ?? '') ? `Opponent ${pair.name}` : `${pair.name} Conceded`;
}

function sqlText(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function code(name: string): string {
  return `\`${name.replace(/`/g, "'")}\``;
}

/** What a side's win is called on the match view: "home win", or the side's column ("Team A win"). */
function winLabel(sides: Sides, side: 0 | 1): string {
  return sides.words[0] === 'home' ? `${sides.words[side]} win` : `${(side ? sides.names.second : sides.names.first).name} win`;
}

/** The view per match: each pair's total and the result; null when a made name is taken. */
export function perMatchView(base: TableInfo, sides: Sides): View | null {
  const taken = new Set(base.columns.map((c) => c.name.toLowerCase()));
  const totals = sides.figures.filter((pair) => !taken.has(pair.name.toLowerCase()));
  const scoring = scoringPair(sides);
  const result = scoring && !taken.has('result') ? scoring : null;
  if (!totals.length && !result) return null;
  const q = (c: ColumnInfo): string => quoteIdent(c.name);
  const resultSql = result ? `CASE WHEN ${q(result.first)} > ${q(result.second)} THEN ${sqlText(winLabel(sides, 0))} WHEN ${q(result.first)} < ${q(result.second)} THEN ${sqlText(winLabel(sides, 1))} WHEN ${q(result.first)} = ${q(result.second)} THEN 'draw' END AS "Result"` : '';
  const over = (read: string): string => `(SELECT *, ${[...totals.map((pair) => `${q(pair.first)} + ${q(pair.second)} AS ${quoteIdent(pair.name)}`), ...(resultSql ? [resultSql] : [])].join(', ')} FROM ${read})`;
  const col = (c: ColumnInfo): string => `df[${pyString(c.name)}]`;
  const pandas = [
    pandasRead(base),
    ...totals.map((pair) => `df[${pyString(pair.name)}] = ${col(pair.first)} + ${col(pair.second)}`),
    ...(result ? [
      `df["Result"] = None`,
      `df.loc[${col(result.first)} > ${col(result.second)}, "Result"] = ${pyString(winLabel(sides, 0))}`,
      `df.loc[${col(result.first)} < ${col(result.second)}, "Result"] = ${pyString(winLabel(sides, 1))}`,
      `df.loc[${col(result.first)} == ${col(result.second)}, "Result"] = "draw"`,
    ] : []),
  ].join('\n');
  const made = [...totals.map((pair) => describeColumn({ name: pair.name, type: 'DOUBLE' })), ...(result ? [describeColumn({ name: 'Result', type: 'VARCHAR' })] : [])];
  const said = [
    ...totals.map((pair) => `${code(pair.name)} is ${code(pair.first.name)} + ${code(pair.second.name)}`),
    ...(result ? [`\`Result\` compares ${code(result.first.name)} with ${code(result.second.name)} (“${winLabel(sides, 0)}”, “${winLabel(sides, 1)}” or “draw”)`] : []),
  ];
  // The totalled pairs are left out of the reading: "goals" is then the total, not one side's goals half named.
  const summed = new Set(totals.flatMap((pair) => [pair.first.name, pair.second.name]));
  // The words of a label before "per" may name its rows (rowNounsOf): these labels add none.
  const info: TableInfo = {
    table: { ...base.table, table: `view:match:${base.table.table}`, label: `${base.table.label}, per match (${said.join('; ').replace(/`/g, '')})`, columns: [...base.table.columns.filter((c) => !summed.has(c.name)), ...made.map((c) => ({ name: c.name, type: c.type }))] },
    columns: [...base.columns.filter((c) => !summed.has(c.name)), ...made],
    lookup: { sql: over(sqlRead(base)), pandas },
  };
  // The label, in the answer's first sentence, says how the columns were made: no second sentence repeats it.
  return { base, info, over, made: made.map((c) => c.name), sentence: '' };
}

/** The side's name column of each view per side, by the view's table name. */
const SIDE_NAMES = new Map<string, string>();

/** Words of a side that is a person: "who" asks for people, and a `Team` is none ("who scored the most goals" may mean a player). */
const PERSON_SIDE = /^(player|competitor|athlete|fighter|person|participant|contestant|entrant)$/;

/** The column naming each row's side on a view per side when the sides are people (`Player`): who "who won the most" asks for. */
export function sideNameColumn(info: TableInfo): ColumnInfo | undefined {
  const name = SIDE_NAMES.get(info.table.table);
  const column = name === undefined ? undefined : info.columns.find((c) => c.name === name);
  return column?.words.some((word) => PERSON_SIDE.test(word)) ? column : undefined;
}

/** The view per side: each match twice, once from each side's point of view; null when a made name is taken. */
export function perSideView(base: TableInfo, sides: Sides): View | null {
  const { names, figures } = sides;
  const paired = new Set([names.first.name, names.second.name, ...figures.flatMap((pair) => [pair.first.name, pair.second.name])]);
  const kept = base.columns.filter((c) => !paired.has(c.name));
  const team = names.name;
  const madeNames = [team, 'Opponent', 'Side', ...figures.flatMap((pair) => [ownName(pair), otherName(pair)]), ...(scoringPair(sides) ? ['Result'] : [])];
  const lower = new Set(kept.map((c) => c.name.toLowerCase()));
  if (madeNames.some((name) => lower.has(name.toLowerCase())) || new Set(madeNames.map((n) => n.toLowerCase())).size !== madeNames.length) return null;
  const scoring = scoringPair(sides);
  const q = (c: ColumnInfo): string => quoteIdent(c.name);
  const side = (own: 0 | 1): string => {
    const [mine, theirs] = own === 0 ? ['first', 'second'] as const : ['second', 'first'] as const;
    const result = scoring ? `, CASE WHEN ${q(scoring[mine])} > ${q(scoring[theirs])} THEN 'win' WHEN ${q(scoring[mine])} < ${q(scoring[theirs])} THEN 'loss' WHEN ${q(scoring[mine])} = ${q(scoring[theirs])} THEN 'draw' END AS "Result"` : '';
    return `SELECT ${[...kept.map(q), `${q(names[mine])} AS ${quoteIdent(team)}`, `${q(names[theirs])} AS "Opponent"`, `${sqlText(sides.words[own])} AS "Side"`, ...figures.flatMap((pair) => [`${q(pair[mine])} AS ${quoteIdent(ownName(pair))}`, `${q(pair[theirs])} AS ${quoteIdent(otherName(pair))}`])].join(', ')}${result} FROM __sides`;
  };
  const over = (read: string): string => `(WITH __sides AS (SELECT * FROM ${read}) ${side(0)} UNION ALL ${side(1)})`;
  const col = (c: ColumnInfo): string => `df[${pyString(c.name)}]`;
  const sidePandas = (own: 0 | 1, name: string): string => {
    const [mine, theirs] = own === 0 ? ['first', 'second'] as const : ['second', 'first'] as const;
    const assigned = [`${pyString(team)}: ${col(names[mine])}`, `"Opponent": ${col(names[theirs])}`, `"Side": ${pyString(sides.words[own])}`, ...figures.flatMap((pair) => [`${pyString(ownName(pair))}: ${col(pair[mine])}`, `${pyString(otherName(pair))}: ${col(pair[theirs])}`])];
    const lines = [`${name} = df[[${kept.map((c) => pyString(c.name)).join(', ')}]].assign(**{${assigned.join(', ')}})`];
    if (scoring) {
      lines.push(`${name}["Result"] = None`);
      lines.push(`${name}.loc[${col(scoring[mine])} > ${col(scoring[theirs])}, "Result"] = "win"`);
      lines.push(`${name}.loc[${col(scoring[mine])} < ${col(scoring[theirs])}, "Result"] = "loss"`);
      lines.push(`${name}.loc[${col(scoring[mine])} == ${col(scoring[theirs])}, "Result"] = "draw"`);
    }
    return lines.join('\n');
  };
  const pandas = [pandasRead(base), sidePandas(0, 'first'), sidePandas(1, 'second'), 'df = pd.concat([first, second], ignore_index=True)'].join('\n');
  const made: ColumnInfo[] = [
    describeColumn({ name: team, type: 'VARCHAR' }),
    describeColumn({ name: 'Opponent', type: 'VARCHAR' }),
    describeColumn({ name: 'Side', type: 'VARCHAR' }),
    ...figures.flatMap((pair) => [describeColumn({ name: ownName(pair), type: 'DOUBLE' }), describeColumn({ name: otherName(pair), type: 'DOUBLE' })]),
    ...(scoring ? [describeColumn({ name: 'Result', type: 'VARCHAR' })] : []),
  ];
  const figuresSaid = figures.map((pair) => `${code(ownName(pair))} is its own ${code(pair.first.name)} or ${code(pair.second.name)} and ${code(otherName(pair))} the other side's`).join('; ');
  const sentence = `Each match of ${escapeMarkdown(base.table.label)} was read twice, once from each side: ${code(team)} is ${code(names.first.name)} on the first reading and ${code(names.second.name)} on the second (${code('Side')} “${sides.words[0]}” or “${sides.words[1]}”), ${code('Opponent')} the other; ${figuresSaid}${scoring ? `; \`Result\` compares its ${scoring.name} with the other side's (“win”, “draw” or “loss”)` : ''}.`;
  const info: TableInfo = {
    table: {
      ...base.table,
      table: `view:side:${base.table.table}`,
      label: `${base.table.label}, per side of each match (each match counted twice, as ${names.first.name} and as ${names.second.name})`,
      columns: [...base.table.columns.filter((c) => !paired.has(c.name)), ...made.map((c) => ({ name: c.name, type: c.type }))],
      rowCount: base.table.rowCount * 2,
    },
    columns: [...kept, ...made],
    lookup: { sql: over(sqlRead(base)), pandas },
  };
  SIDE_NAMES.set(info.table.table, team);
  return { base, info, over, made: made.map((c) => c.name), needs: [team, 'Opponent'], once: 'Side', sentence };
}
