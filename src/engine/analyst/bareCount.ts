/**
 * "incidents in march 2024", "finishers 2023 vs 2024", "microchipped rabbits": a question typed as
 * a bare plural noun with its conditions, no verb and no word of what to compute,
 * asks how many there are. Read as "how many …" only where nothing else of it was read two ways or
 * left unplaced, and the answer says so.
 */
import { tokenize } from './text';

/** Words that say what to compute or ask something else than a count: the question is not bare. */
const NOT_BARE = /^(how|what|which|who|whom|whose|when|where|why|is|are|was|were|do|does|did|can|could|should|show|list|display|give|find|tell|total|sum|average|avg|mean|median|count|number|share|percent|percentage|pct|proportion|rate|ratio|top|bottom|most|least|fewest|max|maximum|min|minimum|highest|lowest|biggest|largest|smallest|longest|shortest|first|last|trend|distribution|compare|difference|change|growth|per|each|every|spend|spent|revenue|sales|amount|value|cost|price)$/;

/** The question as a count ("how many incidents in march 2024"), or null when it holds no plural noun or says more than one. */
export function asCountQuestion(question: string): string | null {
  const tokens = tokenize(question);
  if (!tokens.some((token) => token.raw !== token.word && /\p{L}s$/u.test(token.raw)) || tokens.length > 8) return null;
  if (tokens.some((token) => NOT_BARE.test(token.raw)) || /[?%$€£]/.test(question)) return null;
  return `how many ${question.trim()}`;
}
