/**
 * "which dog came in the most", "visits per dog" beside an `Owner`: a pet's name is no key, and
 * Luna may be ten dogs of ten owners. Grouping or counting by the name alone adds different
 * animals together, so it is asked; "by dog and owner" answers.
 */
import { codeSpan } from '../../common/markdown';
import type { Intent } from './intent';
import type { ParseLookups, Parts } from './parts';
import type { ColumnInfo } from './schema';
import { escapeMarkdown } from './text';

/** Column words of an animal or a child known by a first name that others share. */
const NAMED_ONE = /^(dog|dogs|cat|cats|pet|pets|horse|horses|pony|ponies|puppy|kitten|animal|animals|child|children|kid|kids|baby)$/;
/** Column words of whom such a name belongs to. */
const OWNER = /^(owner|owners|customer|customers|client|clients|keeper|keepers|parent|parents|guardian|guardians|household|family|breeder)$/;

export async function sharedNameDoubts(parts: Parts, intent: Intent, lookups: ParseLookups): Promise<string[]> {
  if (!lookups.mostOwners || intent.kind !== 'aggregate') return [];
  const measured = intent.measure?.agg === 'count_distinct' && intent.measure.column ? [intent.measure.column] : [];
  // `Dog`, `Pet Name`, never `Pet Type` or `Dog Breed`, which hold kinds.
  const named = (c: ColumnInfo): boolean => c.kind === 'text' && !c.isId && !parts.unique.has(c.name) && c.words.some((word) => NAMED_ONE.test(word)) && c.words.every((word) => NAMED_ONE.test(word) || word === 'name');
  const owners = parts.info.columns.filter((c) => (c.kind === 'text' || c.isId) && c.words.some((word) => OWNER.test(word)));
  // "which dog name came in the most": the name itself is asked.
  const nameSaid = (c: ColumnInfo): boolean => parts.mentions.some((m) => m.candidates[0].column === c && /^names?$/.test(parts.tokens[m.end]?.raw ?? ''));
  for (const column of parts.info.columns.filter((c) => named(c) && !nameSaid(c) && [...intent.groupBy, ...measured].includes(c.name))) {
    for (const owner of owners.filter((o) => !intent.groupBy.includes(o.name) && !intent.filters.some((f) => f.column === o.name))) {
      const shared = await lookups.mostOwners(parts.info, column.name, owner.name);
      if (!shared) continue;
      return [`${codeSpan(escapeMarkdown(column.name))} is a name that several animals or people share (${escapeMarkdown(shared.value)} goes with ${shared.owners} different ${codeSpan(escapeMarkdown(owner.name))} values), so by the name alone different ones are added together; ask “… by ${escapeMarkdown(column.name.toLowerCase())} and ${escapeMarkdown(owner.name.toLowerCase())}”, or for the name alone (“… by ${escapeMarkdown(column.name.toLowerCase())} name”).`];
    }
  }
  return [];
}
