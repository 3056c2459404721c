/**
 * ExcelJS's streaming reader decodes each chunk of a workbook part on its own
 * (`lib/utils/parse-sax.js` in exceljs 4.4), so a character of several bytes that straddles two
 * chunks ("€", "é", "日") comes out as U+FFFD replacement characters (exceljs issues #2316, #2063,
 * #2084; no release fixes it). On a sheet of 1,207 lots one "€732.34" came out "��732.34", and the
 * whole money column stayed text. The reader's two parsers, of the shared strings and of each sheet,
 * are handed text decoded across chunk boundaries instead. Applied once, before the first workbook
 * is read; ExcelJS's own decoding passes text through as it is.
 */
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';

interface ReaderParts {
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown>;
}

/** The chunks as text, a character cut between two chunks joined again. */
async function* decoded(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

let applied = false;

export function decodeWorkbookTextWhole(): void {
  if (applied) return;
  applied = true;
  const reader = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as ReaderParts;
  const sharedStrings = reader._parseSharedStrings;
  const worksheet = reader._parseWorksheet;
  reader._parseSharedStrings = function (this: ReaderParts, entry) {
    // The zip entry is a readable stream: with an encoding set it hands out whole characters.
    (entry as NodeJS.ReadableStream & { setEncoding(encoding: string): void }).setEncoding('utf8');
    return sharedStrings.call(this, entry);
  };
  reader._parseWorksheet = function (this: ReaderParts, iterator, sheetNo) {
    return worksheet.call(this, decoded(iterator), sheetNo);
  };
}
