import { AnalystBench } from './harness';
const QS = (process.env.QS ?? '').split('|');
describe('try', function () { this.timeout(60000); it('x', async () => {
  const bench = await AnalystBench.create();
  await bench.loadCsv(process.env.T ?? 'sales', `${process.env.T ?? 'sales'}.csv`);
  for (const q of QS) { const r = await bench.ask(q); console.log('### ' + q + '\n' + r.answer + '\n--- csv: ' + (r.csv ?? '').split('\n').slice(0, 4).join(' / ') + '\n--- sugg: ' + r.questions.join(' | ')); if (process.env.CODE) for (const e of r.events) if (e.kind === 'CODE') console.log(e.content); }
})});
