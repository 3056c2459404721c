/**
 * What the rows of common files are called when no column says so: an access log's rows are
 * requests ("how many requests are in the log", "requests by method", "share of traffic by
 * browser"), a courier's parcels are shipments and packages. Keyed by a word of the file's (or
 * sheet's) name; `rowNounsOf` (parts.ts) keeps a name only when no column of the table holds the
 * word, so a log with a `hits` column, or bookings with a `Class` column, never counts rows for it.
 * A name that could be something else the rows belong to stays out: a gym booking's "session" or
 * "class" has many bookings, a call's "customer" many calls.
 */

import type { ColumnInfo } from './schema';

/** A Map: it is looked up with the words of a file's name. */
const ROW_NAMES = new Map<string, string[]>([
  ['movie', ['film']], ['film', ['movie']], ['car', ['vehicle', 'automobile', 'model']], ['vehicle', ['car']],
  ['flight', ['trip', 'departure']], ['trip', ['ride', 'journey']], ['ride', ['trip', 'journey']], ['journey', ['trip', 'ride']],
  ['employee', ['staff', 'worker', 'people', 'person']], ['customer', ['client', 'people', 'person']], ['client', ['customer']], ['passenger', ['people', 'person']],
  ['order', ['purchase']], ['song', ['track']], ['track', ['song']], ['game', ['match']], ['match', ['game']],
  ['booking', ['reservation']], ['reservation', ['booking']], ['listing', ['property', 'home', 'house']], ['property', ['listing', 'home', 'house']],
  ['house', ['home', 'property']], ['home', ['house', 'property']], ['accident', ['crash', 'collision']], ['crash', ['accident', 'collision']],
  ['earthquake', ['quake']], ['quake', ['earthquake']], ['athlete', ['player']], ['player', ['athlete']],
  // Any log's rows are its entries; a web server's log (access_log, weblog) records one request a row.
  ['log', ['entry', 'event']], ['weblog', ['request', 'hit', 'traffic', 'entry', 'event']],
  ['access', ['request', 'hit', 'traffic']], ['request', ['hit']], ['hit', ['request']],
  // A courier's rows: each parcel is one shipment, whatever the file calls it.
  ['parcel', ['package', 'shipment']], ['package', ['parcel', 'shipment']], ['shipment', ['parcel', 'package', 'consignment']],
  ['consignment', ['shipment', 'parcel', 'package']],
  // A ferry's or a train's departures, one sailing a row.
  ['sailing', ['crossing', 'departure']], ['crossing', ['sailing', 'departure']], ['departure', ['sailing', 'crossing']],
  // A support desk's tickets are its cases.
  ['ticket', ['case']], ['case', ['ticket']],
]);

/** Words a column adds to the things it counts: `hits`, `request_count`, `num_requests`, `total_hits`. */
const COUNT_WORDS = new Set(['count', 'num', 'number', 'n', 'total']);

/**
 * Other names of the things a file's rows are, given one word of the file's name. None when a
 * number column counts one of them (`hits` in a log of pages): each row then stands for many.
 */
export function otherRowNames(word: string, columns: readonly ColumnInfo[]): string[] {
  const names = ROW_NAMES.get(word) ?? [];
  const counts = (column: ColumnInfo): boolean => column.kind === 'number' && !column.isId && column.words.some((w) => names.includes(w)) && column.words.every((w) => names.includes(w) || COUNT_WORDS.has(w));
  return columns.some(counts) ? [] : names;
}
