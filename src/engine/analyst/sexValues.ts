/**
 * Words for the sexes, as data files write them: "women" finds `Female` in a sex column, "female
 * lawyers" finds `Women`. Only whole words: a lone "F" or "M" may be a grade or a size.
 */
const FEMALE = ['female', 'females', 'women', 'woman'];
const MALE = ['male', 'males', 'men', 'man'];

/** The other spellings of a sex the question names ("women": female, females, woman), or none. */
export function sexValues(word: string): string[] {
  const group = FEMALE.includes(word) ? FEMALE : MALE.includes(word) ? MALE : [];
  return group.filter((other) => other !== word);
}
