/**
 * Everyday words people use instead of column names, and the filler words around them.
 * - Verbs and adjectives that name a measure: "how much does it weigh" (a weight or mass column),
 *   "how much did members pay", "trips that cost over $20" (the one column of what is paid),
 *   "how far" (a distance). Each maps only when exactly one column can be meant; with two, the word
 *   stays unplaced and the question is refused, naming it.
 * - A noun from the file's name for what a text column holds: in unemployment_by_industry.csv,
 *   "industry" is the one text column (`series`), whatever it is called.
 * - Filler that cannot change the figure: "penguins live on Dream island", "no sex recorded",
 *   "among Gentoo", "trips went from A to B", "distance ridden", "energy delivered", "litres used",
 *   "casual riders", "rides members take".
 *   Each is placed only in the context where it adds nothing to what is computed.
 */
import { codeSpan } from '../../common/markdown';
import { holdsMoney, OUTGOING_MONEY, TIP_MONEY } from './currencies';
import { aggregationOf, type Parts, rowNounsOf } from './parts';
import type { Aggregation, Intent } from './intent';
import type { Reading } from './rules';
import type { ColumnInfo, TableInfo } from './schema';
import { GRAIN_WORDS } from './mentions';
import { PER_UNIT, SALES_WORD, TIME_SPENT } from './measure';
import { countedTally } from './tallyColumn';
import { columnUnit } from './units';
import { escapeMarkdown, STOPWORDS, type Token, words } from './text';

/** Column words of what a row's buyer paid: a price, a fare, a fee. */
const PAID = /^(price|fare|fee|cost|charge|payment|paid|toll)$/;

/** Other column words of money, which make "pay" or "cost" ambiguous when they stand beside a price. */
const MONEY_COLUMN = /^(tip|tax|surcharge|total|amount|revenue|sales|income|profit|salary|wage|budget|gross|spend|usd|eur|gbp|dollar|euro)$/;

/** Verbs of money coming in: "how much did the stall take", "earned the most", "made the most money", "brought in". */
const MONEY_IN = /^(take|takes|took|taken|taking|earn|earns|earned|earning|gross|grossed|grosses|grossing|make|makes|made|making|bring|brings|brought|bringing|collect|collects|collected|collecting)$/;

/** Words after "take" that make it money coming in ("took over £1,000", "took in the most"), not rows taking place. */
const TAKE_MONEY_NEXT = /^(over|under|above|below|more|less|most|least|at|between|than|the)$/;

/** Whether a form of "take" at `at` speaks of money: "how much (more) did X take", "took over £1,000", "took in the most". */
function takesMoney(tokens: Token[], at: number): boolean {
  const before = tokens.slice(0, at).map((t) => t.raw).join(' ');
  if (/\bhow much\b/.test(before)) return true;
  // "what did we take in july", "what did the stall take": what was taken, with no thing named after it, is money.
  if (/\bwhat (did|do|does)\b/.test(before) && (!tokens[at + 1] || /^(in|on|during|last|this|from|at|between|since|before|after|over|altogether|overall|per|each|by)$/.test(tokens[at + 1].raw))) return true;
  let next = at + 1;
  if (tokens[next]?.raw === 'in') next++;
  const word = tokens[next]?.raw ?? '';
  // "which rider took the most rides": a noun after "the most" is what was taken, not money.
  if (word === 'the' || word === 'most' || word === 'least') {
    const after = tokens[word === 'the' ? next + 2 : next + 1];
    return !after || /^(in|on|during|at|from|between|since|before|after|last|this|of)$/.test(after.raw);
  }
  return TAKE_MONEY_NEXT.test(word) && tokens.slice(next + 1).some((t) => /^\d/.test(t.raw));
}

/** Words that name a measure by what it is, and the column words that hold it; `when` the context allows it. */
const MEASURE_WORDS: Array<{ when: RegExp; column: RegExp; context?: (tokens: Token[], at: number) => boolean; rivals?: RegExp }> = [
  // "how much does it weigh", "how heavy", "cars that weigh more than 4,000 lbs".
  { when: /^(weigh|weighed|weighing|heavy|weight)$/, column: /^(weight|mass|wt)$/ },
  // "how much did members pay", "trips that cost over $20", "spent": what the row's buyer paid; never "spent the most time".
  { when: /^(pay|paid|paying|cost|costing|charge|charges|charged|charging|spend|spent|spending)$/, column: PAID, context: (tokens, at) => !TIME_SPENT.test(tokens.slice(at).map((t) => t.raw).join(' ')) },
  // "how far did they ride", "how much further did A ride than B". "furthest" is left out: "the furthest delivery" is one row, not a total.
  { when: /^(far|further|farther)$/, column: /^(distance|km|mi|mile|kilometre|kilometer)$/ },
  // "the ride with the most climbing", "the hilliest route": the height climbed.
  { when: /^(climb|climbs|climbed|climbing|hilly|hillier|hilliest)$/, column: /^(elevation|ascent|climb|climbing|climbed)$/ },
  // "calories burned": the energy a body used.
  { when: /^(burn|burns|burned|burnt|burning)$/, column: /^(calorie|calories|kcal|cal)$/ },
  // "how much was earned", "which branch grossed the most": the one column of money coming in.
  // Beside a salary or a commission, what a person earned is their pay, not the sales: asked.
  { when: /^(earn|earns|earned|earning|grossed|grosses|grossing)$/, column: SALES_WORD, rivals: /^(salary|salaries|wage|wages|pay|commission|bonus)$/ },
  // "how much did produce take", "stall days that took over £1,000", never "how many rides did members take".
  { when: /^(take|takes|took|taken|taking)$/, column: SALES_WORD, context: takesMoney },
  // "made the most money", "brought in more cash": the money is what came in.
  // "how much money did the osprey bring in": the verb may come after the money.
  { when: /^(money|cash)$/, column: SALES_WORD, context: (tokens, at) => tokens.slice(Math.max(0, at - 4), at + 5).some((t) => MONEY_IN.test(t.raw)) },
  // "total revenue", "income by month", "total invoiced": the money that came in, however it is named.
  { when: /^(revenue|revenues|income|turnover|takings|earnings|invoiced|billed)$/, column: SALES_WORD },
  // "sales by month" is money as well, unless the sales are counted ("how many cash sales").
  { when: /^(sales)$/, column: SALES_WORD, context: (tokens) => !/\b(how many|number of|count)\b/.test(tokens.map((t) => t.raw).join(' ')) },
];

/** "money", "revenue": the words of money coming in, which may stand for a table's one money column. */
/** Words of the money a till took in, which beside a column of tips may count them too. */
const TAKEN_IN = /^(money|cash|takings|take|takes|took|taken)$/;
const MONEY_NOUN_ALONE = /^(money|cash|revenue|revenues|income|turnover|takings|earnings|invoiced|billed|sales)$/;

/** Column words of money paid out on a claim or a bill: "how much have we paid out" is the paid one, not the claimed one. */
const PAID_OUT = /^(paid|payout|payouts|settled|settlement|approved|reimbursed|disbursed)$/;

/**
 * The one number column of what was paid out, for "paid" beside several columns of money
 * (`Claimed Amount`, `Approved Amount`): a name that says paid or settled first, then approved.
 */
function paidOutColumnOf(word: string, info: TableInfo): ColumnInfo | undefined {
  if (!/^(paid|payout|payouts)$/.test(word)) return undefined;
  const money = info.columns.filter((c) => c.kind === 'number' && !c.isId && c.role !== 'rate');
  for (const said of [/^(paid|payout|payouts|settled|settlement|reimbursed|disbursed)$/, PAID_OUT]) {
    const fits = money.filter((c) => c.words.some((w) => said.test(w)));
    if (fits.length) return fits.length === 1 ? fits[0] : undefined;
  }
  return undefined;
}

/**
 * "total takings" on a sweep's jobs, each with its `Price` and how it was paid (`Payment`): with no
 * quantity to multiply it by and no other money, the price of each row paid for is what was taken.
 * A price alone (a catalogue, listings for sale) says nothing was sold.
 */
function pricePaid(info: TableInfo): ColumnInfo | undefined {
  // A `Refund Amount` beside the price is money that went back, no second price; a `Tip` is the staff's.
  const money = info.columns.filter((c) => (holdsMoney(info, c) || (c.kind === 'number' && c.words.some((w) => PAID.test(w) || MONEY_COLUMN.test(w)))) && !c.words.some((w) => OUTGOING_MONEY.test(w) || TIP_MONEY.test(w)));
  const [price] = money;
  // How each row was paid (`Payment`, `Payment Method`, `Paid By`, `Paid`), never a price list's `Payment Terms`.
  const paidFor = info.columns.some((c) => c.kind !== 'number' && /^(payment|paid|tender|payment (method|type|mode|status)|paid (by|with|via))$/.test(c.words.join(' ')));
  const dated = info.columns.some((c) => c.kind === 'date');
  const counted = info.columns.some((c) => c.role === 'quantity');
  return money.length === 1 && price.words.some((w) => /^(price|charge|fee)$/.test(w)) && paidFor && dated && !counted ? price : undefined;
}

/** Number columns a measure word may stand for: exactly one, or none when several could be meant. */
function measureColumnOf(word: string, info: TableInfo, tokens: Token[], at: number): ColumnInfo | undefined {
  const entry = MEASURE_WORDS.find((candidate) => candidate.when.test(word));
  if (!entry || (entry.context && !entry.context(tokens, at))) return undefined;
  if (entry.rivals && info.columns.some((c) => c.kind === 'number' && c.words.some((w) => entry.rivals?.test(w)))) return undefined;
  // "total revenue" beside a `Gross (t)` of tonnes: a word of money names only a column of money.
  const fits = info.columns.filter((c) => c.kind === 'number' && !c.isId && c.words.some((w) => entry.column.test(w)) && (!MONEY_NOUN_ALONE.test(word) || holdsMoney(info, c)));
  // "how much did riders pay" with a fare and a tip: either, or both together. With a quantity
  // beside a unit price, what was paid is their product, which no one column holds.
  if (entry.column === PAID && (info.columns.some((c) => c.role === 'quantity') || fits.some((c) => c.words.some((w) => /^(unit|per|each)$/.test(w))))) return undefined;
  if (entry.column === PAID && info.columns.filter((c) => c.kind === 'number' && !c.isId && (/[$€£]/.test(c.name) || c.role === 'amount' || c.words.some((w) => PAID.test(w) || MONEY_COLUMN.test(w)))).length > 1) return undefined;
  // "which treatment brings in the most money" beside one `Fee Charged`: the money that came in is the table's one money column.
  // A `Licence Fee` or a `Material Cost` is money going out: never what came in.
  // "total revenue" beside a `Load Value`: never a price, which a catalogue or a per-unit rate holds as often.
  // On one sheet of a workbook another sheet may hold money too (a member's `Monthly Fee` beside the
  // bookings' prices): only a column that says the money came in (`Price Paid`) is read there, as
  // it is among several columns of money.
  // "what did we take in july" beside one `Charge`: what was taken, with nothing named, is the money, as its nouns are
  // ("how much glass did we take in" names what was taken; "how much did we earn" could be fees or tips).
  const whatTaken = /^(take|takes|took|taken)$/.test(word) && /\bwhat (did|do|does)\b/.test(tokens.slice(0, at).map((t) => t.raw).join(' '));
  if (!fits.length && (MONEY_NOUN_ALONE.test(word) || whatTaken)) {
    const sheet = info.table.label.includes(' / ');
    const saysIn = (c: ColumnInfo): boolean => c.words.some((w) => /^(paid|received|collected|billed|invoiced|charged|takings|revenue|sales)$/.test(w));
    const money = info.columns.filter((c) => c.role !== 'rate' && holdsMoney(info, c) && !c.words.some((w) => OUTGOING_MONEY.test(w) || TIP_MONEY.test(w)) && (!sheet || saysIn(c)));
    // "total takings" at a till with a `Paid` and a `Tip`: the one column that says the money was paid is the takings.
    const said = money.length > 1 ? money.filter(saysIn) : money;
    if (said.length === 1) return rivalRowPrice(info, said[0]) ? undefined : said[0];
    // Money taken in beside the prices of a book of jobs could hold the tips too: no one column says which.
    const tipped = info.columns.some((c) => c.kind === 'number' && c.words.some((w) => TIP_MONEY.test(w)));
    return money.length || (tipped && TAKEN_IN.test(word)) ? undefined : pricePaid(info);
  }
  return fits.length === 1 && !(MONEY_NOUN_ALONE.test(word) && rivalRowPrice(info, fits[0])) ? fits[0] : undefined;
}

/**
 * "which shoot type makes the most money" beside `Print Sales (£)` and the `Package Price` each row
 * was sold at (no quantity to multiply it by): either is money taken, and no one column says which.
 * A column that says the money was paid or received (`Amount Paid`) is what came in, whatever the price.
 */
function rivalRowPrice(info: TableInfo, money: ColumnInfo): boolean {
  if (money.role === 'rate' || money.words.some((w) => /^(paid|received|collected|banked|taken)$/.test(w))) return false;
  return !info.columns.some((c) => c.role === 'quantity')
    && info.columns.some((c) => c !== money && c.role === 'rate' && holdsMoney(info, c) && c.words.some((w) => /^(price|fee|fare|charge)$/.test(w)) && !c.words.some((w) => OUTGOING_MONEY.test(w) || PER_UNIT.test(w)));
}

/**
 * The one text column a word of the file's name stands for: "industry" in
 * unemployment_by_industry.csv, where the rows are split by the values of `series`. Only the words
 * after "by" or "per" name such a column; with two text columns it could be either, so none is chosen.
 */
function fileNamedColumn(word: string, info: TableInfo): ColumnInfo | undefined {
  const label = words(info.table.label.replace(/\.[a-z0-9]+$/i, ''));
  const split = label.findIndex((w) => /^(by|per)$/.test(w));
  // "population_by_country_and_year.csv": a grain or a small word is no name for the text column.
  if (split < 0 || !label.slice(split + 1).includes(word) || GRAIN_WORDS.has(word) || STOPWORDS.has(word) || word.length < 3) return undefined;
  if (info.columns.some((c) => c.words.includes(word))) return undefined;
  const texts = info.columns.filter((c) => c.kind === 'text' && !c.isId);
  // Only a column whose own name says nothing of what it holds (`series`, `name`, `label`): `market` in orders_by_country.csv holds regions.
  return texts.length === 1 && texts[0].words.every((w) => /^(series|name|label|category|group|item|entity|key|description|title)$/.test(w)) ? texts[0] : undefined;
}

/** Columns named by an everyday word rather than their name, with the strength of the match (see `ColumnCandidate.score`). */
export function everydayMentions(tokens: Token[], info: TableInfo): Array<{ at: number; column: ColumnInfo; score: number }> {
  const found: Array<{ at: number; column: ColumnInfo; score: number }> = [];
  tokens.forEach((token, at) => {
    const measure = measureColumnOf(token.word, info, tokens, at) ?? measureColumnOf(token.raw, info, tokens, at);
    if (measure) found.push({ at, column: measure, score: 3 });
    const paidOut = measure ? undefined : paidOutColumnOf(token.raw, info);
    if (paidOut) found.push({ at, column: paidOut, score: 3 });
    const named = fileNamedColumn(token.word, info);
    if (named) found.push({ at, column: named, score: 4 });
  });
  return found;
}

/** Values a piece of a hyphenated word stands for: "e-bikes" are the electric ones. */
export function valuesOfPrefix(token: Token): string[] {
  return token.raw === 'e' && /^e-(bikes?|scooters?|cars?|vehicles?|motorbikes?|motorcycles?|mopeds?|trucks?|bus|buses|vans?)$/.test(token.compound ?? '') ? ['electric'] : [];
}

/** Verbs of where something is: "penguins live on Dream island", "stores located in Ohio". */
const LOCATED = /^(live|lives|living|lived|located|based|situated|reside|resides|residing|nest|nests|nesting)$/;

/** Verbs of how something came out: "games ended in a draw", "cases resulted in a fine". */
const ENDED = /^(end|ends|ended|ending|finish|finishes|finished|result|results|resulted|conclude|concludes|concluded)$/;

/** Verbs of going from one place to another: "trips went from A to B". */
const WENT = /^(go|goes|going|went|gone|travel|travels|travelled|traveled|travelling|traveling|head|heads|headed|ride|rides|rode|fly|flies|flew|drive|drives|drove|run|runs|ran)$/;
/** Verbs of coming or going somewhere, before a particle: "came off", "went on", "came in". */
const CAME = /^(came|come|comes|went|go|goes)$/;

/** Verbs of covering a distance: "distance ridden", "covered the longest distance", "km flown". */
const COVERED = /^(ridden|rode|flown|flew|driven|drove|travelled|traveled|covered|cover|covers|walked|cycled|run|ran|sailed|logged)$/;

/** Verbs of moving in their base form: "how much further did A ride than B". After "a", "per" or "each" they are nouns ("per ride"), left alone. */
const MOVE = /^(ride|rides|walk|walks|drive|drives|fly|flies|cycle|cycles|sail|sails|hike|hikes|hiked|swim|swims|swam|row|rows|rowed)$/;

/** Column words of a distance. */
const DISTANCE = /^(distance|km|mi|mile|kilometre|kilometer|length)$/;

/** Verbs of supplying or using an amount of energy or a volume: "energy delivered", "litres used", "kWh charged". */
const SUPPLIED = /^(delivered|deliver|delivers|supplied|supply|supplies|used|use|uses|consumed|consume|consumes|dispensed|pumped|charged|drawn|drew)$/;

/** Verbs of carrying a load: "which vessel carried the most cars", "the month that carried the most passengers". */
const CARRIED = /^(carried|carry|carries|carrying|transported|transport|transports)$/;
/** Verbs of what the rows yield to whoever asks: "which hive gave us the most honey", "which client sends us the most words". */
const YIELDED = /^(gave|give|gives|given|produced|produce|produces|yielded|yield|yields|sent|send|sends)$/;

/** Words after a missing column that add nothing: "no sex recorded", "without a rating given". */
const NOT_RECORDED = /^(recorded|listed|given|entered|specified|reported|provided|known|available|set)$/;

/** Words for the people who make the rows: "casual riders" are the rows where the type is Casual. */
const ACTORS = /^(rider|riders|passenger|passengers|user|users|customer|customers|member|members|traveller|travellers|traveler|travelers|driver|drivers|player|players|visitor|visitors|guest|guests|subscriber|subscribers|people|person|persons)$/;

/** Verbs for the rows themselves taking place or being recorded: "how many rides did members take", "how many flights happened in May". */
const TAKE = /^(take|takes|took|taken|taking|happen|happens|happened|occur|occurs|occurred|exist|exists|existed|recorded|logged|reported|registered|filed)$/;

/** Verbs of money going out: "stalls that pay a £45 pitch fee", "charged in fees". */
const MONEY_OUT = /^(pay|pays|paid|paying|charge|charges|charged|charging|cost|costs|costing|spend|spends|spent|spending)$/;

/** Whether a number column holds money, by its name or role. */
function isMoneyColumn(column: ColumnInfo): boolean {
  return column.kind === 'number' && !column.isId && (column.role === 'amount' || /[$€£]|\b(usd|eur|gbp)\b/i.test(column.name) || column.words.some((w) => PAID.test(w) || MONEY_COLUMN.test(w) || SALES_WORD.test(w)));
}

/** Verbs of a person dealing with the rows: "which agent handled the most tickets" counts each agent's rows. */
const HANDLED = /^(handle|handles|handled|handling|process|processes|processed|processing|serve|serves|served|serving|treat|treats|treated|treating|lead|leads|led|leading|run|runs|ran|teach|teaches|taught|coach|coaches|coached|guide|guides|guided|translate|translates|translated|inspect|inspects|inspected)$/;

/** Verbs of events taking place: "when do most incidents happen". */
const HAPPEN = /^(happen|happens|happened|occur|occurs|occurred)$/;

/** Words for money after the column of what is paid: "fare revenue", "fee income". */
const MONEY_NOUN = /^(revenue|revenues|income|takings|receipts|money)$/;

/** Words that change no figure wherever they stand: "the highest price ever". */
const INTENSIFIERS = /^(ever|alltime)$/;

/** Verbs before a ranking word: "when did ACME hit its highest price", "reached a peak". */
const REACHED = /^(hit|hits|reach|reached|reaches|reaching|attain|attained|achieve|achieved)$/;

/** Ranking words such a verb may lead to. */
const RANKED = /^(highest|lowest|maximum|minimum|max|min|peak|top|high|low|largest|smallest|biggest|greatest|record)$/;

/**
 * Places the filler words of a question (see the file's comment). Each rule places a word only
 * in the context that makes it filler; a word found anywhere else stays unplaced, and the question
 * is refused naming it.
 */
export function placeEverydayWords(parts: Parts, rowNouns: Set<string>): void {
  const { tokens, values, mentions, placed } = parts;
  // The rows are named by the file's nouns, even one that also names a key ("trips" and trip_id).
  const fileWords = new Set(words(parts.info.table.label));
  const rowsNamedBefore = (i: number): boolean => tokens.slice(0, i).some((t) => rowNouns.has(t.word) || fileWords.has(t.word));
  // "how many females were recorded": a value names the rows too.
  const rowsOrValueBefore = (i: number): boolean => rowsNamedBefore(i) || values.some((value) => value.end <= i);
  const textColumnAt = (i: number): boolean => mentions.some((mention) => mention.start === i && mention.candidates[0].column.kind === 'text');
  const textColumnEndsAt = (i: number): boolean => mentions.some((mention) => mention.end === i && mention.candidates[0].column.kind === 'text' && !mention.candidates[0].column.isId);
  // "incidents" for `Incident Date`, "visits" for `Visit ID` beside `Visit Date`: the event a date column dates.
  const dates = parts.info.columns.filter((c) => c.kind === 'date');
  const dateNamedBefore = (i: number): boolean => mentions.some(({ end, candidates: [{ column }] }) => end <= i && (column.kind === 'date' || dates.some((d) => d.words[0] === column.words[0])));
  // "handled the most claims": the noun after the ranking word must be the rows themselves (their key, or
  // a row noun no column claims); "the most claims" read as a count of `Claim Type` is another question.
  const rowsRankedAfter = (i: number): boolean => {
    const at = i + 1 + (tokens[i + 1]?.raw === 'the' ? 1 : 0);
    if (!/^(most|fewest|least|more|fewer)$/.test(tokens[at]?.raw ?? '')) return false;
    // "led the most completed dives": a value said before the rows' noun keeps some of them.
    const value = values.find((v) => v.start === at + 1);
    const nounAt = value ? value.end : at + 1;
    const noun = mentions.find((mention) => mention.start === nounAt);
    return noun ? noun.candidates[0].column.isId : rowNouns.has(tokens[nounAt]?.word ?? '');
  };
  const valueAt = (i: number): boolean => values.some((value) => value.start === i);
  // "peak" is the highest of a measure the question names ("when did each reservoir peak" names none).
  // With a category named ("which country has the peak life expectancy") the groups could be ranked by their peak or their average: left unplaced.
  const measureNamed = mentions.some((mention) => mention.candidates[0].column.kind === 'number' && !mention.candidates[0].column.isId)
    && !mentions.some((mention) => mention.candidates[0].column.kind === 'text' && !values.some((value) => value.column === mention.candidates[0].column.name));
  const skipSmall = (i: number): number => (/^(the|a|an)$/.test(tokens[i]?.raw ?? '') ? i + 1 : i);
  const distanceNear = (i: number, within = 3): boolean => mentions.some((mention) => Math.abs(mention.start - i) <= within && mention.candidates[0].column.kind === 'number' && mention.candidates[0].column.words.some((w) => DISTANCE.test(w)));
  // "how much did we take in fees", "fees earned", "stalls that pay a £45 pitch fee": the money column named beside the verb.
  const moneyNamedNear = (i: number): boolean => mentions.some((m) => ((m.start > i && m.start - i <= 4) || m.end === i) && isMoneyColumn(m.candidates[0].column));
  const suppliedNear = (i: number): boolean => mentions.some((mention) => Math.abs(mention.start - i) <= 3 && ['energy', 'volume'].includes(columnUnit(mention.candidates[0].column)?.dimension ?? ''));
  // A count of things that adds up (`Cars`, `Passengers`), never money, a level or an identifier.
  const carriedNear = (i: number): boolean => mentions.some((m) => ((m.start > i && m.start - i <= 3) || m.end === i) && m.candidates[0].column.kind === 'number'
    && !m.candidates[0].column.isId && !m.candidates[0].column.isIntensive && /^(quantity|other)$/.test(m.candidates[0].column.role) && !isMoneyColumn(m.candidates[0].column));
  // The most (or least) of a number column right after the verb and whom it was given to: the ranking and the measure say it all.
  const rankedAmountAfter = (i: number): boolean => {
    let at = i + 1;
    while (/^(us|them|me|you|the)$/.test(tokens[at]?.raw ?? '')) at++;
    if (!/^(most|least|more|less|fewest|fewer)$/.test(tokens[at]?.raw ?? '')) return false;
    return mentions.some((m) => m.start === at + 1 && m.candidates[0].column.kind === 'number' && !m.candidates[0].column.isId);
  };
  tokens.forEach((token, i) => {
    const next = tokens[i + 1]?.raw ?? '';
    // "live on Dream island": the value that follows is the filter; where the rows are adds nothing.
    // "which island do most penguins live on?", "live on each island": where is the column named.
    if (LOCATED.test(token.raw) && /^(on|in|at)$/.test(next) && (valueAt(skipSmall(i + 2)) || i + 2 === tokens.length || textColumnAt(/^(each|every)$/.test(tokens[i + 2]?.raw ?? '') ? i + 3 : skipSmall(i + 2)))) placed.add(i);
    else if (ENDED.test(token.raw) && /^(in|with|as)$/.test(next) && valueAt(skipSmall(i + 2))) placed.add(i);
    // "how much salt went on the hill villages", "honey that came off the heath": where it went is the value after it.
    else if (CAME.test(token.raw) && /^(on|off|in|into|onto|out|through)$/.test(next) && valueAt(skipSmall(i + 2))) placed.add(i).add(i + 1);
    // "how much cod came in": the amount asked for arrived; nothing more is said.
    else if (CAME.test(token.raw) && next === 'in' && i + 2 === tokens.length && /^(how much|total)\b/.test(parts.text.trim())) placed.add(i).add(i + 1);
    // "went from Union Station to City Hall": the values are the route.
    else if (WENT.test(token.raw) && /^(from|to|into|between)$/.test(next) && valueAt(skipSmall(i + 2))) placed.add(i);
    // "total distance ridden": the verb of a distance the question names.
    else if (COVERED.test(token.raw) && distanceNear(i)) placed.add(i);
    // "how much further did Hugo ride than Anna", "how far did she walk": the verb of the distance asked about.
    else if (MOVE.test(token.raw) && /^(did|does|do|to|they|we|he|she|you|i)$|\p{L}/u.test(tokens[i - 1]?.raw ?? '') && !/^(a|an|the|per|each|every|of|by|one|longest|shortest)$/.test(tokens[i - 1]?.raw ?? '') && distanceNear(i, 5)) placed.add(i);
    // "total energy delivered", "which station used the most litres": the verb of the energy or volume the question names.
    // After a value ("which van used the most litres") it could rank one fill or each van's total: left unplaced.
    else if (SUPPLIED.test(token.raw) && suppliedNear(i) && !values.some((value) => value.end === i)) placed.add(i);
    // "which vessel carried the most cars": the verb of the count of things the question names beside it.
    // After a value ("how many cars did the north route carry") it is left as the other verbs are.
    else if (CARRIED.test(token.raw) && carriedNear(i) && !values.some((value) => value.end === i)) placed.add(i);
    // "which hive gave us the most honey": the verb of the amount ranked right after it.
    else if (YIELDED.test(token.raw) && rankedAmountAfter(i) && !values.some((value) => value.end === i)) placed.add(i);
    // "smallest bill depth among Gentoo": "among" a value is "for" it.
    else if (token.raw === 'among' && valueAt(skipSmall(i + 1))) placed.add(i);
    else if (INTENSIFIERS.test(token.raw)) placed.add(i);
    // "people aged 0-4": the value of an age column that follows is the filter.
    else if (token.raw === 'aged' && values.some((value) => value.start === i + 1 && /\bage/i.test(value.column))) placed.add(i);
    // "peak unemployment rate": the maximum of the measure named, when no other aggregation is asked for (an "average peak" is another question).
    else if (/^(peak|peaked|peaks)$/.test(token.raw) && measureNamed && aggregationOf(` ${tokens.filter((_, k) => k !== i).map((t) => t.raw).join(' ')} `) === null) placed.add(i);
    // "when did ACME hit its highest price": the ranking word says it all.
    else if (REACHED.test(token.raw) && (RANKED.test(next) || (/^(its|their|a|an|the)$/.test(next) && RANKED.test(tokens[i + 2]?.raw ?? '')))) placed.add(i);
    // "no sex recorded": the missing column is the filter.
    else if (NOT_RECORDED.test(token.raw) && missingBefore(parts, i)) placed.add(i);
    // "casual riders": the people of a value are its rows, unless they are what is counted ("how many casual riders").
    else if (ACTORS.test(token.raw) && values.some((value) => value.end === i && !/^(many|number|count)$/.test(tokens[value.start - 1]?.raw ?? '') && !(tokens[value.start - 1]?.raw === 'of' && tokens[value.start - 2]?.raw === 'number'))) placed.add(i);
    // "which specialty earned the most in fees": a verb of money names nothing the money column beside it does not.
    else if ((MONEY_IN.test(token.raw) || MONEY_OUT.test(token.raw)) && moneyNamedNear(i)) placed.add(i);
    // "which adjuster handled the most claims": the person column before the verb, its rows counted after it.
    else if (HANDLED.test(token.raw) && (textColumnEndsAt(i) || values.some((value) => value.end === i)) && (!next || /^(in|on|during|since|before|after|last|this)$/.test(next) || rowsRankedAfter(i))) placed.add(i);
    // "which hour do most incidents happen": the event whose date column the question names.
    else if (HAPPEN.test(token.raw) && dateNamedBefore(i) && (!next || /^(in|on|during|at|since|before|after|last|this)$/.test(next))) placed.add(i);
    // "how much have we paid out": "out" after the verb that named the column paid.
    else if (token.raw === 'out' && /^(paid|pay|pays|paying)$/.test(tokens[i - 1]?.raw ?? '') && mentions.some((m) => m.end === i && m.candidates[0].column.kind === 'number')) placed.add(i);
    // "how many rides did members take": making the rows the question counts.
    else if (TAKE.test(token.raw) && (/^take|took/.test(token.raw) ? rowsNamedBefore(i) : rowsOrValueBefore(i)) && (!next || /^(in|on|during|at|from|to|between|since|before|after|last|this)$/.test(next))) placed.add(i);
    // "how many translators do we use": the people or things the question counts, as "do we have" does.
    else if (/^(use|have)$/.test(token.raw) && /^(we|you|they|i)$/.test(tokens[i - 1]?.raw ?? '') && /^(do|did|does)$/.test(tokens[i - 2]?.raw ?? '') && (!next || /^(in|on|during|at|since|before|after|last|this)$/.test(next))) placed.add(i);
    // "how many flights took place in March".
    else if (/^(took|take|takes|taking)$/.test(tokens[i - 1]?.raw ?? '') && token.raw === 'place' && rowsNamedBefore(i)) placed.add(i - 1);
    // "total fare revenue": a word for money after the column of what is paid.
    else if (MONEY_NOUN.test(token.raw) && mentions.some((m) => m.end === i && m.candidates[0].column.kind === 'number' && m.candidates[0].column.words.some((w) => PAID.test(w)))) placed.add(i);
  });
}

/** Whether the token follows "no <column>" or "without a <column>", a missing-value filter. */
function missingBefore(parts: Parts, i: number): boolean {
  const mention = parts.mentions.find((m) => m.end === i);
  if (!mention) return false;
  const at = /^(a|an|any)$/.test(parts.tokens[mention.start - 1]?.raw ?? '') ? mention.start - 2 : mention.start - 1;
  return /^(no|without)$/.test(parts.tokens[at]?.raw ?? '');
}

/** "Why do casual riders pay more?": a cause is no figure the data holds. */
export function whyAsked(text: string): string | null {
  return /^ why\b/.test(text) ? '“why” asks for a cause; I only compute figures the data holds, and a figure would answer another question.' : null;
}

/** "How many flights in total?": with no number to add up, "in total" counts the rows. */
export function countsInTotal(text: string, agg: Aggregation | null, numbersNamed: number): Aggregation | null {
  return agg === 'sum' && !numbersNamed && /\b(how many|number of)\b/.test(text) && /\b(in total|altogether|overall|combined|all together)\b/.test(text) ? 'count' : agg;
}

/**
 * "When did ACME hit its highest price?", "when did the rate peak?": the row (and its date) with
 * the highest value of the one measure named, not the period with the highest average. Null
 * (refused) per group ("when did each industry peak"), which would be one row per group.
 */
export function whenItPeaked(reading: Reading): Intent | null | undefined {
  const { parts, numbers, filters, base } = reading;
  const up = /\b(highest|peak|peaked|maximum|max|top|record high|all time high)\b/.test(parts.text);
  const down = /\b(lowest|minimum|min|bottom|record low|all time low)\b/.test(parts.text);
  if (up === down || !parts.info.columns.some((c) => c.kind === 'date')) return undefined;
  const measured = numbers.filter((entry) => !filters.some((filter) => filter.column === entry.column.name));
  const columns = [...new Set(measured.map((entry) => entry.column))];
  // A level (a price, a rate, a temperature) peaks in one row; an amount that adds up ("when was revenue highest") peaks in a period.
  if (columns.length !== 1 || columns[0].role !== 'rate' || /\b(average|avg|mean|total|sum|median|how many|number of|count)\b/.test(parts.text)) return undefined;
  if (/\b(each|per|every|by)\b/.test(parts.text)) return null;
  parts.tokens.forEach((token, i) => { if (/^(peak|peaked|peaks)$/.test(token.raw)) parts.placed.add(i); });
  return { ...base, kind: 'rows', measure: { agg: up ? 'max' : 'min', column: columns[0].name }, rank: { dir: up ? 'desc' : 'asc', limit: 1 } };
}

/** Last words of a column that holds kinds of a thing ("bike_type"): its values are the kinds, not the things. */
export const KIND_WORDS = /^(type|kind|class|category|group|model|brand|make|size|colou?r|status)$/;

/**
 * "How many members are there?", "how many electric bikes?" in a file of trips: the thing counted
 * is people or objects the rows only mention, not the rows; counting rows would answer how many
 * trips. Said as a doubt (the question is refused); null when the counted noun is the rows'.
 */
export function countedThings(parts: Parts): string | null {
  const { tokens, values, mentions } = parts;
  const start = tokens.findIndex((token, i) => (token.raw === 'many' && tokens[i - 1]?.raw === 'how') || (token.raw === 'of' && tokens[i - 1]?.raw === 'number'));
  // "how many people" beside a population column: the column's total, settled in tallyColumn.ts.
  if (start < 0 || countedTally(parts)) return null;
  // The counted noun ends the run of values and column words after "how many" ("electric bikes").
  let last = -1;
  for (let i = start + 1; i < tokens.length;) {
    const span = values.find((value) => value.start === i) ?? mentions.find((mention) => mention.start === i);
    if (!span) break;
    last = span.end - 1;
    i = span.end;
  }
  if (last < 0) return null;
  const noun = tokens[last];
  const value = values.find((v) => v.start <= last && last < v.end);
  const column = mentions.find((m) => m.start <= last && last < m.end)?.candidates[0].column;
  // "how many samples" in water_lab_samples.csv beside `Sample Type`: the rows' own noun is the rows.
  const kinds = column && column.kind === 'text' && KIND_WORDS.test(column.words[column.words.length - 1] ?? '') && column.words.includes(noun.word) && !KIND_WORDS.test(noun.word) && !rowNounsOf(parts.info).has(noun.word);
  // "how many people live in India": people are a population column's sum, not the rows counted.
  const weak = mentions.find((m) => m.start <= last && last < m.end)?.candidates[0];
  // A column of years is never a total of anything ("how many surveys" beside survey_year: see yearCount.ts).
  // A level (an age, a price) is never a number of things: "how many applicants" beside `Applicant Age` counts rows.
  if (weak && weak.column.kind === 'number' && !weak.column.isId && weak.column.role !== 'none' && !weak.column.isIntensive && weak.score < 4 && !lengthOfEach(weak.column, noun.word)) {
    return `“${escapeMarkdown(noun.raw)}” could be counted as rows or as the total ${codeSpan(weak.column.name)}, which give different figures; ask for the number of rows or the total ${escapeMarkdown(weak.column.name)}.`;
  }
  if ((value && ACTORS.test(noun.raw)) || kinds) {
    return `“${escapeMarkdown(noun.raw)}” are not the rows of ${escapeMarkdown(parts.info.table.label)}, and no column tells them apart: counting the rows would answer another question. Ask for the number of rows${value ? ` where ${escapeMarkdown(value.column)} is ${escapeMarkdown(value.value)}` : ''} if that is what you mean.`;
  }
  return null;
}

/** Things that each last a while, one per row: "stays", "calls", "sessions". */
const EVENTS = /^(stay|session|call|visit|ride|trip|journey|flight|shift|meeting|appointment|consultation|match|game|episode|lesson|class|workout|run|talk|show|movie|film|song|track|treatment|procedure|interview|stream|job|booking|rental|loan|hire)$/;
/** A unit of time at the end of a column's name ("Stay (mins)", "Call Duration (sec)"). */
const TIME_UNIT = /^(min|mins|minute|hr|hrs|hour|sec|secs|second|s|m|h|day|days)$/;

/**
 * "how many stays over 8 hours" beside `Stay (mins)`: the column holds how long each stay lasted,
 * so the stays are the rows; a total of minutes is never a number of stays.
 */
function lengthOfEach(column: ColumnInfo, noun: string): boolean {
  return EVENTS.test(noun) && column.words.includes(noun) && (!!column.seconds || TIME_UNIT.test(column.words[column.words.length - 1] ?? '') || column.words.includes('duration') || column.words.includes('time'));
}

/** "When does the data start?", "when does ACME's series end?": the first or last row by date. */
const SPAN_END = /^ when (does|do|did) (the )?(\p{L}+ ){0,3}(data|dataset|series|records?|history|file|table) (start|starts|begin|begins|end|ends|stop|stops|finish|finishes)\s*$/u;

/** "What date range does the data cover?", "what period do the records span?": the first and last date. */
const SPAN_RANGE = /^ (what|which) (is the )?(date range|range of dates|time range|time span|timespan|time period|period|time frame|timeframe|dates|years) (does|do|did) (the )?(\p{L}+ ){0,3}(data|dataset|series|records?|history|file|table) (cover|covers|span|spans|include|includes|run|runs)\s*$|^ (what is )?the (date range|range of dates|time span|time period) of the (data|dataset|file|table|records)\s*$/u;

/**
 * The span of the data: when it starts or ends (the first or last row by its one date column),
 * or the range of dates it covers (a summary of that column: first, last, how many distinct).
 * Undefined when the question is not about the span; null when the table has no date column or
 * several, which could each be meant.
 */
export function spanOfData(reading: Reading): Intent | null | undefined {
  const { parts, base } = reading;
  const end = SPAN_END.exec(parts.text);
  const range = end ? null : SPAN_RANGE.exec(parts.text);
  if (!end && !range) return undefined;
  const dates = parts.info.columns.filter((c) => c.kind === 'date');
  if (dates.length !== 1) return null;
  const said = /^(start|starts|begin|begins|end|ends|stop|stops|finish|finishes|cover|covers|span|spans|include|includes|run|runs|range|period|dates|years|time|frame|timeframe|timespan|data|dataset|series|record|records|history|file|table)$/;
  parts.tokens.forEach((token, i) => { if (said.test(token.raw)) parts.placed.add(i); });
  if (range) return { ...base, kind: 'describe', columns: [dates[0].name] };
  const first = /^(start|starts|begin|begins)$/.test(end?.[5] ?? '');
  return { ...base, kind: 'rows', measure: { agg: first ? 'min' : 'max', column: dates[0].name }, rank: { dir: first ? 'asc' : 'desc', limit: 1 } };
}
