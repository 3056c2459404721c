/**
 * Words for the sexes, as data files write them: "women" finds `Female` in a sex column, "female
 * lawyers" finds `Women`. Only whole words here: a lone "F" or "M" may be a grade or a size, so
 * the letters are offered apart (`sexLetters`), for a column whose name says it holds a sex.
 */
import type { ColumnInfo } from './schema';

const FEMALE = ['female', 'females', 'women', 'woman'];
const MALE = ['male', 'males', 'men', 'man'];

/** The other spellings of a sex the question names ("women": female, females, woman), or none. */
export function sexValues(word: string): string[] {
  const group = FEMALE.includes(word) ? FEMALE : MALE.includes(word) ? MALE : [];
  return group.filter((other) => other !== word);
}

/** The letter a sex column writes for the sex the question names ("women": f), or none. */
export function sexLetters(word: string): string[] {
  return FEMALE.includes(word) ? ['f'] : MALE.includes(word) ? ['m'] : [];
}

/** A column of sexes, by its name: `Gender`, `Sex`, `runner_sex`. */
export function isSexColumn(column: ColumnInfo): boolean {
  return column.kind === 'text' && column.words.some((w) => /^(sex|gender)$/.test(w));
}
