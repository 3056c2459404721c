/**
 * A table of games with a name on each side (`Player 1`, `Player 2`) and their scores: a name
 * found in both columns is never kept on one side only ("how many rows for Ada" counts the games
 * she played on either side, read per side), and "won", "lost" name the per-side results. A
 * question that names one side's column stays on that side. On generated games of my own.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, parseCsv } from './harness';

interface Game { one: string; two: string; s1: number; s2: number }

const PLAYERS = ['Ada', 'Bo', 'Cy', 'Di'];
function games(): Game[] {
  return Array.from({ length: 20 }, (_, i): Game => ({ one: PLAYERS[i % 4], two: PLAYERS[(i + 1 + (i % 3)) % 4], s1: (i * 7) % 5, s2: (i * 3) % 4 }));
}

describe('analyst: a name on both sides of a game', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  const rows = games().filter((g) => g.one !== g.two);

  before(async () => {
    bench = await AnalystBench.create();
    await bench.loadRows('games', ['Played On', 'Player 1', 'Player 2', 'Score 1', 'Score 2'], rows.map((g, i) => [`2024-05-${String(1 + i).padStart(2, '0')}`, g.one, g.two, g.s1, g.s2]));
  });

  it('counts the games on either side, and the wins and losses per side', async () => {
    const all = await bench.ask('how many rows are there for Ada');
    answered(all, 'rows for Ada');
    assert.match(all.answer, new RegExp(`is \\*\\*${rows.filter((g) => g.one === 'Ada' || g.two === 'Ada').length}\\*\\*`), all.answer.slice(0, 400));
    const wins = (name: string): number => rows.filter((g) => (g.one === name && g.s1 > g.s2) || (g.two === name && g.s2 > g.s1)).length;
    const most = await bench.ask('which player won the most games');
    answered(most, 'which player won the most games');
    const best = Math.max(...PLAYERS.map(wins));
    const top = parseCsv(most.csv ?? '').map((row) => [row.Player, Number(Object.values(row)[1])]);
    assert.ok(top.length >= 1 && top.every(([name, n]) => n === best && wins(String(name)) === best), JSON.stringify(top));
    const lost = await bench.ask('how many games did Bo lose');
    answered(lost, 'how many games did Bo lose');
    const losses = rows.filter((g) => (g.one === 'Bo' && g.s1 < g.s2) || (g.two === 'Bo' && g.s2 < g.s1)).length;
    assert.match(lost.answer, new RegExp(`is \\*\\*${losses}\\*\\*`), lost.answer.slice(0, 400));
    // One side's own column named: that side.
    const own = await bench.ask('average score 1 for Ada');
    answered(own, 'average score 1 for Ada');
    assert.match(own.answer, /Player 1 = Ada/);
  });
});
