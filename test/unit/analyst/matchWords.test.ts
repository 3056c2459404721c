/**
 * A tennis club's matches, `Player 1`/`Player 2` and their scores, in a file whose name says
 * nothing about matches: "matches" and "games" name its rows and "play" only says a player took
 * part, so "how many matches did Ada play" counts her matches on either side; "who won the most"
 * ranks the players (the sides of the view per side), never the rows. On a club of my own.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused, parseCsv } from './harness';

const MATCHES: Array<[string, string, number, number]> = [
  ['Ada', 'Ben', 6, 3], ['Cy', 'Ada', 4, 6], ['Ben', 'Cy', 6, 2], ['Ada', 'Cy', 3, 6],
  ['Ben', 'Ada', 5, 5], ['Cy', 'Ben', 6, 1], ['Dee', 'Ada', 2, 6], ['Cy', 'Dee', 6, 0],
];

describe('analyst: the words of a table of matches', function () {
  this.timeout(120_000);
  let bench: AnalystBench;

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('club', ['Date', 'Player 1', 'Player 2', 'Score 1', 'Score 2'], MATCHES.map(([a, b, s, t], i) => [`2026-01-${String(3 + i).padStart(2, '0')}`, a, b, s, t]));
  });

  it('counts the matches a player played, on either side', async () => {
    const played = await bench.ask('how many matches did Ada play');
    answered(played, 'how many matches did Ada play');
    assert.match(played.answer, /is \*\*5\*\*/, played.answer.slice(0, 400));
    const won = await bench.ask('how many games did Ada win');
    answered(won, 'how many games did Ada win');
    assert.match(won.answer, /is \*\*3\*\*/, won.answer.slice(0, 400));
  });

  it('reads "who" as the players when it ranks the wins or losses', async () => {
    const most = await bench.ask('who won the most matches');
    answered(most, 'who won the most matches');
    // Cy won 3 (v Ada, v Ben, v Dee), Ada 3 (v Ben, v Cy, v Dee): a draw (Ben v Ada) is no win.
    const top = parseCsv(most.csv ?? '').map((row) => String(row.Player));
    assert.ok(top.length >= 1 && top.every((name) => name === 'Ada' || name === 'Cy'), JSON.stringify(top));
    const lost = await bench.ask('who lost the most');
    answered(lost, 'who lost the most');
    const losers = parseCsv(lost.csv ?? '').map((row) => String(row.Player));
    // Ben lost 2 (v Ada, v Cy), Dee 2, Cy 2 (v Ada, v Ben): ties kept or broken by name.
    assert.ok(losers.length >= 1 && losers.every((name) => ['Ben', 'Cy', 'Dee'].includes(name)), JSON.stringify(losers));
  });

  it('never reads "who" as the teams: a team is no person', async () => {
    const league = await AnalystBench.create();
    await league.loadRows('league', ['Date', 'Home Team', 'Away Team', 'Home Goals', 'Away Goals'], [['2026-01-03', 'Reds', 'Blues', 2, 1], ['2026-01-04', 'Greens', 'Reds', 0, 3], ['2026-01-05', 'Blues', 'Greens', 1, 1]]);
    assertRefused(await league.ask('who scored the most goals'), 'who scored the most goals');
  });
});
