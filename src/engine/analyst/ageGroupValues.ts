/**
 * Everyday words for an age group a column of ticket or member types writes its own way: "kids"
 * are the Child rows, "teens" the Teenager rows. Looked up as values like any other word, so only a
 * column that holds one of the spellings is read.
 */
const GROUPS = [
  ['child', 'children', 'kid', 'kids'],
  ['teen', 'teens', 'teenager', 'teenagers'],
  ['adult', 'adults', 'grownup', 'grownups'],
];

/** The other spellings of the age group the question names ("kids": child, children, kid), or none. */
export function ageGroupValues(word: string): string[] {
  const group = GROUPS.find((spellings) => spellings.includes(word)) ?? [];
  return group.filter((other) => other !== word);
}
