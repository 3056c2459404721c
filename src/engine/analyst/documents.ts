/**
 * Text data sources (TXT/MD): the most relevant chunks for a question by BM25 over words, so the
 * answer can quote passages and cite them.
 */
import { STOPWORDS, words } from './text';

export interface Passage {
  chunkIndex: number;
  text: string;
  score: number;
}

const K1 = 1.2;
const B = 0.75;

/** Ranks chunks by BM25; chunks sharing no word with the question are left out. */
export function rankPassages(question: string, chunks: Array<{ chunkIndex: number; text: string }>, limit = 3): Passage[] {
  const terms = [...new Set(words(question).filter((word) => !STOPWORDS.has(word)))];
  if (!terms.length || !chunks.length) return [];
  const docs = chunks.map((chunk) => ({ chunk, words: words(chunk.text) }));
  const averageLength = docs.reduce((sum, doc) => sum + doc.words.length, 0) / docs.length || 1;
  const documentFrequency = new Map<string, number>();
  for (const term of terms) documentFrequency.set(term, docs.filter((doc) => doc.words.includes(term)).length);
  const scored = docs.map((doc) => {
    let score = 0;
    for (const term of terms) {
      const df = documentFrequency.get(term) ?? 0;
      if (!df) continue;
      const tf = doc.words.filter((word) => word === term).length;
      if (!tf) continue;
      const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
      score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.words.length) / averageLength));
    }
    return { chunkIndex: doc.chunk.chunkIndex, text: doc.chunk.text, score };
  });
  return scored.filter((passage) => passage.score > 0).sort((a, b) => b.score - a.score || a.chunkIndex - b.chunkIndex).slice(0, limit);
}

/** A passage shortened for quoting, cut at a word boundary. */
export function excerpt(text: string, max = 400): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)} …`;
}
