/**
 * Compass superlatives: "the northernmost airport" is the row with the highest latitude, "the
 * westernmost" the lowest longitude (read on the usual -180..180 scale, so a place just past the
 * antimeridian counts as east). A table without a latitude or longitude column leaves the word
 * unplaced, and the question is refused.
 */
import type { Superlative } from './rules';

const LATITUDE = /^(latitude|lat)$/;
const LONGITUDE = /^(longitude|lon|lng|long)$/;

export const COMPASS_SUPERLATIVES: Superlative[] = [
  { when: /\b(northernmost|most northerly|most northern|furthest north|farthest north)\b/, dir: 'desc', column: LATITUDE, rowsOnly: true },
  { when: /\b(southernmost|most southerly|most southern|furthest south|farthest south)\b/, dir: 'asc', column: LATITUDE, rowsOnly: true },
  { when: /\b(easternmost|most easterly|most eastern|furthest east|farthest east)\b/, dir: 'desc', column: LONGITUDE, rowsOnly: true },
  { when: /\b(westernmost|most westerly|most western|furthest west|farthest west)\b/, dir: 'asc', column: LONGITUDE, rowsOnly: true },
];
