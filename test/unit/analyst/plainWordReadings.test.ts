/**
 * A blind fitter's jobs of my own (no probe's data): "no price" is a blank `Price`, never the No of
 * a yes/no `Deposit Paid`; "quote vs invoiced" could compare totals or correlate the two amounts,
 * so it is asked ("correlation between …" answers); "total delivery charges" of a charge written
 * "Free" beside "£15.00" is never the list of how often each charge occurs.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, type Cell, firstFigure } from './harness';

const jobs = Array.from({ length: 48 }, (_, i) => ({ ref: `B${700 + i}`, price: i % 11 === 3 ? null : 120 + (i % 6) * 35, deposit: ['No', 'Yes', 'Y'][i % 3], quote: 100 + (i % 7) * 40, invoiced: 105 + (i % 7) * 40 + (i % 2) * 10, delivery: i % 4 === 0 ? 'Free' : '£15.00' }));

describe('analyst: plain words read as they are meant', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_blinds', ['Job Ref', 'Price', 'Deposit Paid', 'Quote', 'Invoiced', 'Delivery Charge'], jobs.map((j): Cell[] => [j.ref, j.price === null ? '' : `£${j.price}.00`, j.deposit, `£${j.quote}.00`, `£${j.invoiced}.00`, j.delivery]), 'blind_jobs.csv');
  });

  it('counts the jobs with a blank price for no price', async () => {
    const priced = await AnalystBench.create();
    await priced.ingestRows('t_priced', ['Job Ref', 'Price', 'Deposit Paid'], jobs.map((j): Cell[] => [j.ref, j.price === null ? '' : `£${j.price}.00`, j.deposit]), 'blind_jobs.csv');
    const run = await priced.ask('how many jobs have no price');
    answered(run, 'how many jobs have no price');
    assert.doesNotMatch(run.answer, /Deposit Paid/);
    assert.equal(firstFigure(run), jobs.filter((j) => j.price === null).length);
  });

  it('asks whether two amounts set against each other are compared or correlated', async () => {
    const run = await bench.ask('quote vs invoiced');
    refused(run, 'quote vs invoiced');
    assert.match(run.answer, /compare their totals or correlate them/);
    answered(await bench.ask('correlation between quote and invoiced'), 'correlation between quote and invoiced');
  });

  it('asks for amounts written as plain numbers too, and for the most expensive kind of job', async () => {
    const plain = await AnalystBench.create();
    await plain.ingestRows('t_plain', ['Job Ref', 'Job', 'Quote', 'Invoiced'], jobs.map((j, i): Cell[] => [j.ref, ['Fit', 'Repair', 'Measure'][i % 3], j.quote, j.invoiced]), 'removal_jobs.csv');
    const versus = await plain.ask('quote vs invoiced');
    refused(versus, 'quote vs invoiced');
    assert.match(versus.answer, /compare their totals or correlate them/);
    const garage = await AnalystBench.create();
    await garage.ingestRows('t_garage', ['Invoice', 'Job', 'Total £'], jobs.map((j, i): Cell[] => [`INV${7000 + i}`, ['Clutch', 'Service', 'Brakes'][i % 3], `${j.quote}.50`]), 'mechanic_jobs.csv');
    const dear = await garage.ask('which job was the most expensive');
    refused(dear, 'which job was the most expensive');
    assert.match(dear.answer, /never the total/, dear.answer.slice(0, 300));
  });

  it('never reads the total of an amount said after it as a column called Total', async () => {
    const trips = await AnalystBench.create();
    await trips.ingestRows('t_trips', ['Trip #', 'Duration', 'Total'], jobs.map((j, i): Cell[] => [i + 1, `${1 + (i % 3)} day${i % 3 ? 's' : ''}`, `£${j.quote}.00`]), 'school_trips.csv');
    const run = await trips.ask('total trip days');
    assert.doesNotMatch(run.answer, /total Total/, run.answer.slice(0, 300));
  });

  it('never answers the value of the jobs with a count of them', async () => {
    for (const question of ['total value by deposit paid', 'value of jobs by deposit paid']) {
      const run = await bench.ask(question);
      refused(run, question);
      assert.match(run.answer, /asks for an amount/, run.answer.slice(0, 300));
    }
  });

  it('never answers a total of a column of text with how often each value occurs', async () => {
    const run = await bench.ask('total delivery charges');
    assert.doesNotMatch(run.answer, /distinct values|most to least frequent/, run.answer.slice(0, 300));
  });
});
