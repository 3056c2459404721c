import assert from 'node:assert/strict';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { convertTextColumns, candidatesFor, type TextTypeNote } from '../../../src/engine/textTypes';

/** Loads one column of text into a fresh table, converts, and returns its type, values and note. */
async function convert(connection: DuckDBConnection, values: Array<string | null>, name = 'c') {
  await connection.run('DROP TABLE IF EXISTS t');
  await connection.run(`CREATE TABLE t ("${name}" VARCHAR)`);
  const appender = await connection.createAppender('t');
  for (const value of values) {
    if (value === null) appender.appendNull();
    else appender.appendVarchar(value);
    appender.endRow();
  }
  appender.closeSync();
  const notes = await convertTextColumns(connection, 't', [{ name, type: 'VARCHAR' }]);
  const type = String((await connection.runAndReadAll(`SELECT data_type FROM information_schema.columns WHERE table_name = 't'`)).getRows()[0][0]);
  const rows = (await connection.runAndReadAll(`SELECT "${name}"::VARCHAR FROM t`)).getRows().map((row) => row[0] as string | null);
  return { type, rows, note: notes.get(name) as TextTypeNote | undefined };
}

describe('types written as text', () => {
  let instance: DuckDBInstance;
  let connection: DuckDBConnection;
  before(async () => {
    instance = await DuckDBInstance.create(':memory:');
    connection = await instance.connect();
  });
  after(() => {
    connection.closeSync();
    instance.closeSync();
  });

  describe('dates', () => {
    const cases: Array<[string, string[], string, string[]]> = [
      ['month name first', ['Jun 12 1998', 'Jul 1 1998', 'dec 31 2001'], 'DATE', ['1998-06-12', '1998-07-01', '2001-12-31']],
      ['day first with a full month name', ['12 June 1998', '1st July 1998', '3 Sept 1999'], 'DATE', ['1998-06-12', '1998-07-01', '1999-09-03']],
      ['month name, day, comma', ['June 12, 1998', 'September 3, 1999', 'Fri, Jun 12 1998'], 'DATE', ['1998-06-12', '1999-09-03', '1998-06-12']],
      ['a weekday, then the day and month name', ['Sat 12 Aug 2023', 'Saturday, 12 August 2023', 'Sun 3 Sept 2023', 'Sat, Aug 12 2023'], 'DATE', ['2023-08-12', '2023-08-12', '2023-09-03', '2023-08-12']],
      ['day-month name-year with dashes', ['12-Jun-98', '01-Jan-05', '31-Dec-1970'], 'DATE', ['1998-06-12', '2005-01-01', '1970-12-31']],
      ['ISO with a T and seconds', ['1998-06-12T00:00:00', '1998-06-13T10:30:00Z', '1998-06-14T23:59:59.5'], 'TIMESTAMP', ['1998-06-12 00:00:00', '1998-06-13 10:30:00', '1998-06-14 23:59:59.5']],
      ['ISO with minutes', ['1998-06-12 13:45', '1998-06-13 09:05', '1998-06-14'], 'TIMESTAMP', ['1998-06-12 13:45:00', '1998-06-13 09:05:00', '1998-06-14 00:00:00']],
      ['ISO dates with slashes', ['1998/06/12', '1998/6/1', '2000/12/31'], 'DATE', ['1998-06-12', '1998-06-01', '2000-12-31']],
      ['ISO dates with dots', ['2019.11.04', '2019.2.7', '2021.12.31'], 'DATE', ['2019-11-04', '2019-02-07', '2021-12-31']],
      ['dotted ISO with a time and a fraction of a second', ['2019.11.04 08:15:30.25', '2019.11.05 17:02'], 'TIMESTAMP', ['2019-11-04 08:15:30.25', '2019-11-05 17:02:00']],
      ['named month with a 12-hour time', ['Jun 12 1998 1:45 PM', 'Jun 13 1998 11:05 am', 'Jun 14 1998 12:00 AM'], 'TIMESTAMP', ['1998-06-12 13:45:00', '1998-06-13 11:05:00', '1998-06-14 00:00:00']],
      ['slashes with a 12-hour time', ['6/12/1998 1:45 PM', '6/13/1998 11:05:30 PM', '6/14/1998 9:00'], 'TIMESTAMP', ['1998-06-12 13:45:00', '1998-06-13 23:05:30', '1998-06-14 09:00:00']],
      ['a weekday, then the day and month as numbers', ['Sat 01/07/2023', 'Tue, 25/07/2023', 'sunday 30/07/2023'], 'DATE', ['2023-07-01', '2023-07-25', '2023-07-30']],
      // Every day and month up to 12: the weekdays say day first (3 July 2023 was a Monday, 7 March a Tuesday).
      ['a weekday settling the order of days and months up to 12', ['Mon 03/07/2023', 'Tue 04/07/2023', 'Sat 08/07/2023'], 'DATE', ['2023-07-03', '2023-07-04', '2023-07-08']],
    ];
    for (const [label, values, type, expected] of cases) {
      it(`reads ${label}: ${values[0]}`, async () => {
        const result = await convert(connection, values);
        assert.equal(result.type, type, JSON.stringify(result));
        assert.deepEqual(result.rows, expected);
        assert.equal(result.note?.from, 'VARCHAR');
        assert.equal(result.note?.to, type);
      });
    }

    it('reads day/month when a first part is above 12, from anywhere in the column', async () => {
      const values = [...Array.from({ length: 500 }, (_, i) => `0${(i % 9) + 1}/06/1998`), '13/06/1998'];
      const result = await convert(connection, values);
      assert.equal(result.type, 'DATE');
      assert.equal(result.rows[0], '1998-06-01');
      assert.equal(result.rows[500], '1998-06-13');
      assert.equal(result.note?.order, 'day/month');
      assert.equal(result.note?.ambiguousOrder, undefined);
    });

    it('reads month/day when a second part is above 12', async () => {
      const result = await convert(connection, ['06/12/1998', '06/30/1998', '12.31.1999']);
      assert.deepEqual(result.rows, ['1998-06-12', '1998-06-30', '1999-12-31']);
      assert.equal(result.note?.order, 'month/day');
      assert.equal(result.note?.ambiguousOrder, undefined);
    });

    it('reads an ambiguous column as month/day (US) and says that the order was ambiguous', async () => {
      const result = await convert(connection, ['6/12/98', '7/1/98', '1/2/03', '12/11/69']);
      assert.deepEqual(result.rows, ['1998-06-12', '1998-07-01', '2003-01-02', '1969-12-11']);
      assert.equal(result.note?.order, 'month/day');
      assert.equal(result.note?.ambiguousOrder, true);
    });

    it('keeps as text a column whose values fit neither order, or hold impossible dates', async () => {
      assert.equal((await convert(connection, ['13/06/1998', '06/13/1998'])).type, 'VARCHAR');
      assert.equal((await convert(connection, ['1998-02-30', '1998-02-28'])).type, 'VARCHAR');
      assert.equal((await convert(connection, ['Junk 12 1998', 'Jun 12 1998'])).type, 'VARCHAR');
      // Dotted with a two-digit year reads as a version number more often than as a date.
      assert.equal((await convert(connection, ['1.2.10', '1.3.11'])).type, 'VARCHAR');
      // Year first with dots is checked like the other forms: a thirteenth month stays text.
      assert.equal((await convert(connection, ['2019.13.04', '2019.11.04'])).type, 'VARCHAR');
    });

    it('reads a column mixing written forms, each value under the one order chosen', async () => {
      const result = await convert(connection, ['1998-06-12', 'Jun 13 1998', '14/06/1998']);
      assert.deepEqual(result.rows, ['1998-06-12', '1998-06-13', '1998-06-14']);
      assert.equal(result.note?.order, 'day/month');
    });
  });

  describe('months written without a day', () => {
    const cases: Array<[string, Array<string | null>, string[]]> = [
      ['year-month', ['2005-03', '2005-04', '2012-12'], ['2005-03-01', '2005-04-01', '2012-12-01']],
      ['year/month', ['2005/03', '2005/4', '1999/12'], ['2005-03-01', '2005-04-01', '1999-12-01']],
      ['month/year', ['03/2005', '4/2005', '12-1999'], ['2005-03-01', '2005-04-01', '1999-12-01']],
      ['Mar-05 (Excel mmm-yy)', ['Mar-05', 'Apr-05', 'Dec-69'], ['2005-03-01', '2005-04-01', '1969-12-01']],
      ['a short month name and year', ['Mar 2005', 'Sept. 2005', "Dec '99"], ['2005-03-01', '2005-09-01', '1999-12-01']],
      ['a full month name and year', ['March 2005', 'september, 2005', 'DECEMBER 2010'], ['2005-03-01', '2005-09-01', '2010-12-01']],
      ['2005M03 (official statistics)', ['2005M03', '2005M04', '2010M12'], ['2005-03-01', '2005-04-01', '2010-12-01']],
    ];
    for (const [label, values, expected] of cases) {
      it(`reads ${label} as the first day of the month: ${values[0]}`, async () => {
        const result = await convert(connection, values);
        assert.equal(result.type, 'DATE', JSON.stringify(result));
        assert.deepEqual(result.rows, expected);
        assert.equal(result.note?.to, 'DATE');
        assert.equal(result.note?.grain, 'month');
        assert.equal(result.note?.example, values.filter((v): v is string => v !== null).sort()[0]);
      });
    }

    it('makes placeholders missing and checks every value, not only the sample', async () => {
      const result = await convert(connection, [...Array.from({ length: 300 }, (_, i) => `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`), 'NA', '']);
      assert.equal(result.type, 'DATE');
      assert.equal(result.rows[299], '2024-12-01');
      assert.deepEqual(result.rows.slice(300), [null, null]);
      assert.equal(result.note?.placeholders, 2);
      // One value past the sample that is no month keeps the whole column text.
      const spoiled = await convert(connection, [...Array.from({ length: 300 }, (_, i) => `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`), '2025-13']);
      assert.equal(spoiled.type, 'VARCHAR');
      assert.equal(spoiled.rows[0], '2000-01');
    });

    it('keeps as text what is not surely a month, and plain years as numbers', async () => {
      // Two-digit years in numbers only: "03/05" may be March 2005 or 3 May.
      assert.equal((await convert(connection, ['03/05', '04/05'])).type, 'VARCHAR');
      // Months mixed with days: neither reading fits every value.
      assert.equal((await convert(connection, ['2005-03', '2005-03-12'])).type, 'VARCHAR');
      // Seasons and fiscal years.
      assert.equal((await convert(connection, ['2005-06', '2006-07', '2010-11'])).type, 'VARCHAR');
      assert.equal((await convert(connection, ['2019/20', '2020/21'])).type, 'VARCHAR');
      // A two-digit year only after a hyphen or an apostrophe: "Mar 12" may be the 12th of March.
      assert.equal((await convert(connection, ['Mar 12', 'Apr 3'])).type, 'VARCHAR');
      assert.equal((await convert(connection, ['Mar-32', 'Apr 2005'])).type, 'DATE');
      assert.equal((await convert(connection, ['Marco 2005'])).type, 'VARCHAR');
      const years = await convert(connection, ['2005', '2006', '2007']);
      assert.equal(years.type, 'BIGINT');
      assert.equal(years.note?.grain, undefined);
    });
  });

  describe('numbers', () => {
    const cases: Array<[string, Array<string | null>, string, Array<string | null>]> = [
      ['thousands separators and decimals', ['1,234.50', '12', '1,000,000'], 'DOUBLE', ['1234.5', '12.0', '1000000.0']],
      ['dollars', ['$1,200', '$5', '-$3'], 'BIGINT', ['1200', '5', '-3']],
      ['euros before and after', ['€3.5', '4 €', '€0.25'], 'DOUBLE', ['3.5', '4.0', '0.25']],
      ['percentages, keeping the number written', ['45%', '12.5 %', '100%'], 'DOUBLE', ['45.0', '12.5', '100.0']],
      ['accounting negatives', ['(300)', '$(1,200.50)', '45'], 'DOUBLE', ['-300.0', '-1200.5', '45.0']],
      ['spaces around', [' 12 ', '13  ', '  -4'], 'BIGINT', ['12', '13', '-4']],
      ['multipliers', ['1.2k', '3M', '2bn', '15K', '0.5B'], 'DOUBLE', ['1200.0', '3000000.0', '2000000000.0', '15000.0', '500000000.0']],
      ['signs and exponents', ['+7', '-0.5', '1e-3'], 'DOUBLE', ['7.0', '-0.5', '0.001']],
    ];
    for (const [label, values, type, expected] of cases) {
      it(`reads ${label}: ${values[0]}`, async () => {
        const result = await convert(connection, values);
        assert.equal(result.type, type, JSON.stringify(result));
        assert.deepEqual(result.rows, expected);
      });
    }

    it('records the unit and currency the text carried', async () => {
      assert.equal((await convert(connection, ['45%', '3%'])).note?.unit, 'percent');
      assert.equal((await convert(connection, ['$1,200', '$3'])).note?.currency, '$');
      assert.equal((await convert(connection, ['1', '2', 'NA'])).note?.unit, undefined);
    });

    it('keeps as text what would change or lose a value', async () => {
      const text: Array<[string, string[]]> = [
        ['a word among numbers', ['12', '13', 'abc']],
        ['leading zeros (codes)', ['007', '12', '13']],
        ['two currencies', ['$1', '€2', '3']],
        ['percentages mixed with plain numbers', ['45%', '0.3', '1']],
        ['more digits than a DOUBLE holds', ['1234567890123456', '1']],
        ['a decimal comma', ['3,5', '4,25']],
        ['lower-case m (metres or minutes?)', ['5m', '10m']],
        ['unbalanced parentheses', ['(300', '12']],
      ];
      for (const [label, values] of text) {
        const result = await convert(connection, values);
        assert.equal(result.type, 'VARCHAR', label);
        assert.deepEqual(result.rows, values, label);
      }
    });

    it('checks every value, not only the first rows', async () => {
      const values = [...Array.from({ length: 5000 }, (_, i) => String(i)), 'twelve'];
      const result = await convert(connection, values);
      assert.equal(result.type, 'VARCHAR');
      assert.equal(result.rows[5000], 'twelve');
    });
  });

  describe('missing-value placeholders', () => {
    const placeholders = ['', ' ', '.', 'NA', 'N/A', 'n/a', '-', '--', 'null', 'NULL', 'None', 'nan', '?', '#N/A'];

    it('are missing in number columns', async () => {
      const result = await convert(connection, ['1', ...placeholders, '2', null]);
      assert.equal(result.type, 'BIGINT');
      assert.deepEqual(result.rows, ['1', ...placeholders.map(() => null), '2', null]);
      assert.equal(result.note?.placeholders, placeholders.length);
    });

    it('include the n/ marks of a paper log: not known, checked, inspected, recorded', async () => {
      const result = await convert(connection, ['45%', 'n/i', '80%', 'N/K', 'n/c', 'n/r', '100%']);
      assert.equal(result.type, 'BIGINT');
      assert.deepEqual(result.rows, ['45', null, '80', null, null, null, '100']);
    });

    it('are missing in date columns', async () => {
      const result = await convert(connection, ['Jun 12 1998', 'NA', '-']);
      assert.equal(result.type, 'DATE');
      assert.deepEqual(result.rows, ['1998-06-12', null, null]);
    });

    it('are missing in text columns, whose other values stay exactly as written', async () => {
      // "None" is a word of a text column ("test preparation course: none"), not a gap there.
      const gaps = placeholders.filter((p) => p !== 'None');
      const result = await convert(connection, ['North', ' padded ', 'None', ...gaps]);
      assert.equal(result.type, 'VARCHAR');
      assert.deepEqual(result.rows, ['North', ' padded ', 'None', ...gaps.map(() => null)]);
      assert.equal(result.note?.to, 'VARCHAR');
      assert.equal(result.note?.placeholders, gaps.length);
    });

    it('leave a column of only placeholders as empty text', async () => {
      const result = await convert(connection, ['NA', '-']);
      assert.equal(result.type, 'VARCHAR');
      assert.deepEqual(result.rows, [null, null]);
    });

    it('leave untouched a text column without them', async () => {
      const result = await convert(connection, ['North', 'South']);
      assert.equal(result.note, undefined);
    });
  });

  it('reads two-part durations as hours and minutes where the name says h:mm, never a moment so named', async () => {
    const picking = await convert(connection, ['2:40', '0:55', 'NA', '12:05'], 'Picking Time (h:mm)');
    assert.deepEqual([picking.type, picking.rows, picking.note?.duration], ['BIGINT', ['9600', '3300', null, '43500'], 'h:mm']);
    const departure = await convert(connection, ['07:35', '18:05'], 'Departure (hh:mm)');
    assert.equal(departure.type, 'VARCHAR');
    const plain = await convert(connection, ['2:40', '0:55'], 'Picking Time');
    assert.equal(plain.type, 'VARCHAR');
  });

  it('reads durations written in words as seconds, whatever the name, and keeps metres, decades and mixed text as text', async () => {
    const took = await convert(connection, ['45 min', '1h 30m', '2 Hours', '1 hr, 15 mins', '1.5 hrs', '90 minutes', '1 hour and 10 seconds', '30 secs', 'n/a', ''], 'Took');
    assert.deepEqual([took.type, took.rows, took.note?.duration], ['BIGINT', ['2700', '5400', '7200', '4500', '5400', '5400', '3610', '30', null, null], 'words']);
    // All in one unit: a number of that unit, as the file writes it.
    const hours = await convert(connection, ['30 hours', '12.5 hrs', '1 hour', '-'], 'Course Length');
    assert.deepEqual([hours.type, hours.rows, hours.note?.duration, hours.note?.timeUnit], ['DOUBLE', ['30.0', '12.5', '1.0', null], 'words', 'hours']);
    const minutes = await convert(connection, ['45 min', '90 mins', '30 minutes'], 'Class');
    assert.deepEqual([minutes.type, minutes.rows, minutes.note?.timeUnit], ['DOUBLE', ['45.0', '90.0', '30.0'], 'minutes']);
    // A bare "46m" beside values with hours is minutes.
    const printed = await convert(connection, ['2h 16m', '46m', '8h 04m', 'n/a'], 'Print Time');
    assert.deepEqual([printed.type, printed.rows, printed.note?.duration], ['BIGINT', ['8160', '2760', '29040', null], 'words']);
    // A bare "m" or "s" without hours before it is metres or a decade: the column is not durations.
    for (const values of [['5 m', '12 m'], ['30s', '40s'], ['45 min', 'about an hour'], ['2 hours', '5 m'], ['5m', '12m']]) {
      assert.equal((await convert(connection, values, 'Took')).type, 'VARCHAR', values.join(' | '));
    }
  });

  it('reads dates written with dots and a two-digit year only in a column named for dates', async () => {
    const lesson = await convert(connection, ['05.01.24', '18.01.24', '03.02.24', 'n/a'], 'Date');
    assert.deepEqual([lesson.type, lesson.rows, lesson.note?.order, lesson.note?.dotted], ['DATE', ['2024-01-05', '2024-01-18', '2024-02-03', null], 'day/month', true]);
    assert.equal((await convert(connection, ['1.2.10', '1.3.12'], 'Version')).type, 'VARCHAR');
  });

  it('reads TBC among dates as a date not yet known, and keeps it a word in a column of words', async () => {
    const out = await convert(connection, ['2024-03-01', 'TBC', '2024-03-05', 'tba'], 'Check Out');
    assert.deepEqual([out.type, out.rows], ['DATE', ['2024-03-01', null, '2024-03-05', null]]);
    const venue = await convert(connection, ['TBC', 'The Barn'], 'Venue');
    assert.deepEqual([venue.type, venue.rows], ['VARCHAR', ['TBC', 'The Barn']]);
  });

  it('reads Nil among numbers as zero, and keeps it a word in a column of words', async () => {
    const fee = await convert(connection, ['£258.00', 'Nil', '£14,794.00', 'NIL', '-'], 'Fee');
    assert.deepEqual([fee.type, fee.rows, fee.note?.currency, fee.note?.zeroWords], ['DOUBLE', ['258.0', '0.0', '14794.0', '0.0', null], '£', 2]);
    const allergies = await convert(connection, ['Nil', 'Nuts', 'Dairy'], 'Allergies');
    assert.deepEqual([allergies.type, allergies.rows], ['VARCHAR', ['Nil', 'Nuts', 'Dairy']]);
    assert.equal((await convert(connection, ['Nil', 'nil'], 'Fee')).type, 'VARCHAR');
  });

  it('reads lengths of time in weeks and days, in weeks when every value is, in days when they mix, and keeps a bare d or w as text', async () => {
    const interval = await convert(connection, ['6 wks', '1 wk', '5 weeks', '2.5 weeks', 'n/a'], 'Weeks Since Last');
    assert.deepEqual([interval.type, interval.rows, interval.note?.duration, interval.note?.timeUnit], ['DOUBLE', ['6.0', '1.0', '5.0', '2.5', null], 'words', 'weeks']);
    const lead = await convert(connection, ['10 days', '2 weeks', '1 day', '3 wks'], 'Lead Time');
    assert.deepEqual([lead.type, lead.rows, lead.note?.timeUnit], ['DOUBLE', ['10.0', '14.0', '1.0', '21.0'], 'days']);
    // Days beside hours: a length in seconds, as other mixed units.
    const mixed = await convert(connection, ['2 days', '6 hours'], 'Took');
    assert.deepEqual([mixed.type, mixed.rows, mixed.note?.timeUnit], ['BIGINT', ['172800', '21600'], undefined]);
    for (const values of [['3d', '5d'], ['40w', '60w'], ['2 days', 'a week'], ['1 month', '2 weeks']]) {
      assert.equal((await convert(connection, values, 'Took')).type, 'VARCHAR', values.join(' | '));
    }
  });

  it('reads times of day on the 12-hour clock as TIME, and keeps a column with any other value as text', async () => {
    const start = await convert(connection, ['9:45 PM', '12:10 am', '7:05:30 AM', '12:00PM', '4pm', '11 am', 'NA', ''], 'Start');
    assert.deepEqual([start.type, start.rows, start.note?.clock], ['TIME', ['21:45:00', '00:10:00', '07:05:30', '12:00:00', '16:00:00', '11:00:00', null, null], '12-hour']);
    for (const values of [['9:45 PM', '21:45'], ['13:10 PM', '1:10 PM'], ['9:45', '10:30'], ['14pm', '4pm']]) {
      assert.notEqual((await convert(connection, values, 'Start')).type, 'TIME', values.join(' | '));
    }
  });

  it('reads 12-hour times written with a dot, as British logs write them', async () => {
    const start = await convert(connection, ['8.30am', '9.00am', '12.15pm', '4.45 PM'], 'Start');
    assert.deepEqual([start.type, start.rows], ['TIME', ['08:30:00', '09:00:00', '12:15:00', '16:45:00']]);
    assert.notEqual((await convert(connection, ['8.30', '9.75am'], 'Start')).type, 'TIME');
  });

  describe('numbers written with a unit of measure', () => {
    it('keeps a column of two units of different kinds as text', async () => {
      assert.equal((await convert(connection, ['400 g', '1.7 km'], 'Soot')).type, 'VARCHAR');
      assert.equal((await convert(connection, ['400 g', '1.7 kg', '3 lb'], 'Soot')).type, 'VARCHAR');
    });

    it('reads the number where every value carries the same unit, and records the unit', async () => {
      const cases: Array<[string, Array<string | null>, string, string, Array<string | null>]> = [
        ['Air Temp', ['18°C', '-3 °C', 'n/a', '21°C'], 'BIGINT', '°C', ['18', '-3', null, '21']],
        ['Landed', ['1,250 kg', '12.5 kg', '-'], 'DOUBLE', 'kg', ['1250.0', '12.5', null]],
        ['Wind', ['35 km/h', '5km/h'], 'BIGINT', 'km/h', ['35', '5']],
        ['Max Depth', ['18.5 m', '30 m', 'NA'], 'DOUBLE', 'm', ['18.5', '30.0', null]],
        ['Salt Spread', ['2.5 t', '4 t'], 'DOUBLE', 't', ['2.5', '4.0']],
        ['Cycle Time', ['12.0 s', '41.2 s', 'n/a'], 'DOUBLE', 's', ['12.0', '41.2', null]],
        // Two units of one kind, as a hand-kept log mixes them: read in the larger.
        ['Soot Removed', ['400 g', '1.7 kg', '', '850 g', '1 kg'], 'DOUBLE', 'kg+g', ['0.4', '1.7', null, '0.85', '1.0']],
        // Read in the unit most rows are written in.
        ['Soot Removed', ['650 g', '1.2 kg', '700 g', '650 g'], 'DOUBLE', 'g+kg', ['650.0', '1200.0', '700.0', '650.0']],
      ];
      for (const [name, values, type, suffix, expected] of cases) {
        const result = await convert(connection, values, name);
        assert.deepEqual([result.type, result.note?.suffix, result.rows], [type, suffix, expected], name);
      }
    });

    it('keeps as text units of different kinds, a unit that may be something else in a column not named for it, codes, a decimal comma and words', async () => {
      const text: Array<[string, string[]]> = [
        ['Weight', ['5 kg', '300 km']],
        ['Budget', ['5m', '12 m']],
        ['Took', ['5 m', '12 m']],
        ['Seat', ['14C', '2A']],
        ['Weight', ['5 kg', '5 kg or so']],
        ['Code', ['10 kg', '007']],
        ['Seat', ['12L', '14L', '3L']],
        ['Network', ['4g', '5g']],
        ['Reach', ['1.2m', '0.8m']],
        ['Market Size', ['5.2 m', '12 m']],
        ['Length', ['90m', '120m']],
        ['Cycle Time', ['30s', '40s']],
        ['Grade', ['12 s', '4 s']],
        ['Weight', ['0,250 kg', '1,500 kg']],
        ['Tare', ['007 g', '012 g']],
        ['Serial', ['12345678901234567 kg', '1 kg']],
      ];
      for (const [name, values] of text) {
        const result = await convert(connection, values, name);
        assert.deepEqual([result.type, result.rows], ['VARCHAR', values], `${name}: ${values.join(' | ')}`);
      }
    });

    it('checks every value, not only the first rows', async () => {
      const values = [...Array.from({ length: 500 }, (_, i) => `${i} kg`), '12 lb'];
      const result = await convert(connection, values, 'Weight');
      assert.equal(result.type, 'VARCHAR');
    });
  });

  describe('dates written as digits', () => {
    /** One column of the given SQL type, converted as the engine converts a loaded table. */
    async function convertTyped(values: Array<string | null>, name: string, type: string) {
      await connection.run('DROP TABLE IF EXISTS t');
      await connection.run(`CREATE TABLE t AS SELECT CAST(v AS ${type}) AS "${name}" FROM (VALUES ${values.map((v) => (v === null ? '(NULL)' : `('${v}')`)).join(', ')}) AS r(v)`);
      const notes = await convertTextColumns(connection, 't', [{ name, type }]);
      const type2 = String((await connection.runAndReadAll(`SELECT data_type FROM information_schema.columns WHERE table_name = 't'`)).getRows()[0][0]);
      const rows = (await connection.runAndReadAll(`SELECT "${name}"::VARCHAR FROM t`)).getRows().map((row) => row[0] as string | null);
      return { type: type2, rows, note: notes.get(name) };
    }

    it('reads a column named as dates, text or whole numbers, as dates', async () => {
      const text = await convert(connection, ['20240314', '20231231', 'NA', '19991101'], 'Service Date');
      assert.deepEqual([text.type, text.rows], ['DATE', ['2024-03-14', '2023-12-31', null, '1999-11-01']]);
      assert.deepEqual([text.note?.from, text.note?.form, text.note?.placeholders], ['VARCHAR', 'yyyymmdd', 1]);
      const numbers = await convertTyped(['20240314', null, '20240229'], 'txn_dt', 'BIGINT');
      assert.deepEqual([numbers.type, numbers.rows], ['DATE', ['2024-03-14', null, '2024-02-29']]);
      assert.deepEqual([numbers.note?.from, numbers.note?.to, numbers.note?.form], ['BIGINT', 'DATE', 'yyyymmdd']);
    });

    it('keeps as numbers digits in a column not named as dates, or that are not all real dates', async () => {
      const code = await convertTyped(['20240314', '20231231'], 'Order No', 'BIGINT');
      assert.deepEqual([code.type, code.note], ['BIGINT', undefined]);
      const impossible = await convertTyped(['20240314', '20241399'], 'Service Date', 'BIGINT');
      assert.deepEqual([impossible.type, impossible.note], ['BIGINT', undefined]);
      const text = await convert(connection, ['20240314', '20241399'], 'Service Date');
      assert.equal(text.type, 'BIGINT');
      const short = await convertTyped(['2024031', '2023123'], 'Service Date', 'BIGINT');
      assert.deepEqual([short.type, short.note], ['BIGINT', undefined]);
    });
  });

  it('works for columns named like Object.prototype members', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const result = await convert(connection, ['$1', '$2', 'NA'], name);
      assert.equal(result.type, 'BIGINT', name);
      assert.equal(result.note?.to, 'BIGINT', name);
    }
  });

  describe('columns with few distinct values (each value parsed once, then joined back)', () => {
    // Enough rows for DuckDB to work on several row groups in parallel, where a join would reorder them.
    const ROWS = 130_000;
    const MONTHS = `['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']`;
    /** Text columns written by SQL over range(ROWS) (appending from JS is ten times slower). */
    async function table(columns: Record<string, string>): Promise<void> {
      await connection.run('DROP TABLE IF EXISTS t');
      await connection.run(`CREATE TABLE t AS SELECT ${Object.entries(columns).map(([name, sql]) => `(${sql})::VARCHAR AS "${name}"`).join(', ')} FROM range(${ROWS}) AS r(i)`);
    }

    it('keep every row in its place, with the same values as a row by row reading', async () => {
      await table({
        id: 'i',
        day: `CASE WHEN i % 11 = 0 THEN 'NA' ELSE ${MONTHS}[i % 12 + 1] || ' ' || (i % 28 + 1) || ' 2020' END`,
        amount: `'$' || (i % 50) || ',000'`,
        shipped: `(i % 28 + 1) || '/' || (i % 12 + 1) || '/2021'`,
      });
      const notes = await convertTextColumns(connection, 't', ['id', 'day', 'amount', 'shipped'].map((name) => ({ name, type: 'VARCHAR' })));
      assert.equal(notes.get('day')?.to, 'DATE');
      assert.equal(notes.get('amount')?.to, 'BIGINT');
      assert.equal(notes.get('shipped')?.order, 'day/month');
      // Scan order, read in this process (a window without ORDER BY would not say it).
      const ids = (await connection.runAndReadAll('SELECT id::BIGINT FROM t')).getRows().map((row) => Number(row[0]));
      assert.equal(ids.findIndex((id, i) => id !== i), -1, 'rows in their place');
      const [[wrong]] = (await connection.runAndReadAll(`
        SELECT count(*) FILTER (WHERE day IS DISTINCT FROM (CASE WHEN i % 11 = 0 THEN NULL ELSE make_date(2020, (i % 12)::INT + 1, (i % 28)::INT + 1) END)
                                 OR amount <> (i % 50) * 1000
                                 OR shipped <> make_date(2021, (i % 12)::INT + 1, (i % 28)::INT + 1))
        FROM (SELECT *, id::BIGINT AS i FROM t)`)).getRows();
      assert.equal(Number(wrong), 0);
    });

    it('keep the rows in place when the table has its own column called rowid', async () => {
      await table({ rowid: `${ROWS} - i`, day: `${MONTHS}[i % 12 + 1] || ' 1 2020'` });
      const notes = await convertTextColumns(connection, 't', [{ name: 'rowid', type: 'VARCHAR' }, { name: 'day', type: 'VARCHAR' }]);
      assert.equal(notes.get('day')?.to, 'DATE');
      const ids = (await connection.runAndReadAll('SELECT "rowid"::BIGINT FROM t')).getRows().map((row) => Number(row[0]));
      assert.equal(ids.findIndex((id, i) => id !== ROWS - i), -1, `rows in their place: ${ids.slice(0, 3).join()}`);
    });
  });

  it('samples the first rows only to choose which readings to check', () => {
    const none = { number: false, date: false, month: false, duration: false, wordDuration: false, compactDate: false };
    assert.deepEqual(candidatesFor(['1', 'NA', '$2']), { ...none, number: true });
    assert.deepEqual(candidatesFor(['Jun 12 1998', '6/12/98', '']), { ...none, date: true });
    assert.deepEqual(candidatesFor(['hello']), none);
    assert.deepEqual(candidatesFor(['2005-03', 'Mar-05', '']), { ...none, month: true });
    assert.deepEqual(candidatesFor(['3:45:12', '5:20', 'NA']), { ...none, duration: true });
    assert.deepEqual(candidatesFor(['45 min', '1h 30m', 'NA']), { ...none, wordDuration: true });
    assert.deepEqual(candidatesFor(['20240314', 'NA'], 'Service Date'), { ...none, number: true, compactDate: true });
    assert.deepEqual(candidatesFor(['20240314'], 'Order No'), { ...none, number: true });
  });
});
