/**
 * A barber's bookings of my own (no probe's data): "total takings" beside `Deposit Paid` and
 * `Final Price` is asked (a deposit is part of the price, never the takings), and "bookings from
 * clients under 21" bounds `Client Age` without keeping the `New Client` rows: the flag's noun alone
 * names the people, "new clients" the flag; a flag is named by its telling words ("members" is `Is
 * Member`, "sold" alone is no `Sold Out`) in any form of them ("sla breaches" is `SLA Breached`). Every figure is computed here from the generated rows.
 */
import assert from 'node:assert/strict';
import { AnalystBench, assertAnswered as answered, assertRefused as refused, firstFigure, type Cell } from './harness';

const bookings = Array.from({ length: 60 }, (_, i) => ({
  ref: `BB-${200 + i}`,
  barber: ['Sam', 'Ola', 'Ravi'][i % 3],
  deposit: i % 4 === 0 ? null : 10,
  price: 18 + ((i * 7) % 30),
  newClient: i % 3 === 1 ? 'Y' : 'N',
  age: 16 + ((i * 11) % 50),
}));

describe('analyst: words of a booking book', function () {
  this.timeout(120_000);
  let bench: AnalystBench;
  before(async () => {
    bench = await AnalystBench.create();
    await bench.ingestRows('t_barber', ['Booking Ref', 'Barber', 'Deposit Paid', 'Final Price', 'New Client', 'Client Age'],
      bookings.map((b): Cell[] => [b.ref, b.barber, b.deposit === null ? '-' : `£${b.deposit}`, `£${b.price}.00`, b.newClient, b.age]), 'barber_bookings.csv');
  });

  it('asks what the takings are beside a deposit paid and a final price', async () => {
    refused(await bench.ask('total takings'), 'total takings');
  });

  it('reads the noun of a yes/no column alone as the people, and the whole name as the flag', async () => {
    const young = await bench.ask('bookings from clients under 21');
    answered(young, 'clients under 21');
    assert.equal(firstFigure(young), bookings.filter((b) => b.age < 21).length, young.answer.slice(0, 300));
    const fresh = await bench.ask('how many new clients');
    answered(fresh, 'new clients');
    assert.equal(firstFigure(fresh), bookings.filter((b) => b.newClient === 'Y').length, fresh.answer.slice(0, 300));
  });

  it('names a flag by its telling words only: "members" is Is Member, "sold" is no Sold Out', async () => {
    const orders = Array.from({ length: 12 }, (_, i) => ({ id: `A${1000 + i}`, member: i % 3 === 0 ? 'Yes' : 'No', value: 20 + i * 7, soldOut: i % 4 === 0 ? 'Yes' : 'No' }));
    const tables = await bench.ingestRows('t_orders', ['Order ID', 'Is Member', 'Order Value', 'Sold Out'], orders.map((o): Cell[] => [o.id, o.member, `£${o.value}.00`, o.soldOut]), 'orders.csv');
    const members = await bench.ask('how many orders were from members', { tables });
    answered(members, 'from members');
    assert.equal(firstFigure(members), orders.filter((o) => o.member === 'Yes').length, members.answer.slice(0, 300));
    const sold = await bench.ask('total order value of orders sold', { tables });
    assert.doesNotMatch(sold.answer, /Sold Out (is true|= Yes)/, sold.answer.slice(0, 300));
  });

  it('names a flag by any form of its telling words: sla breaches is SLA Breached', async () => {
    const tickets = Array.from({ length: 30 }, (_, i) => ({ id: `T-${500 + i}`, agent: ['Ann', 'Bo', 'Cy'][i % 3], breached: i % 5 === 0 || i % 7 === 0 ? 'Y' : 'N' }));
    const tables = await bench.ingestRows('t_tickets', ['Ticket ID', 'Agent', 'SLA Breached'], tickets.map((t): Cell[] => [t.id, t.agent, t.breached]), 'tickets.csv');
    const breaches = await bench.ask('how many sla breaches', { tables });
    answered(breaches, 'sla breaches');
    assert.equal(firstFigure(breaches), tickets.filter((t) => t.breached === 'Y').length, breaches.answer.slice(0, 300));
  });
});
