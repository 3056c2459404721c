import assert from 'node:assert/strict';
import type { Page } from '../../../src/api/types';
import { PagedList } from '../../../src/views/pagedList';

function server(items: string[]) {
  const calls: number[] = [];
  const fetch = async (pageNumber: number, pageSize: number): Promise<Page<{ id: string }>> => {
    calls.push(pageNumber);
    const records = items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map((id) => ({ id }));
    return { total_items: items.length, page_number: pageNumber, page_size: pageSize, records };
  };
  return { calls, fetch };
}

describe('PagedList', () => {
  it('loads page by page and knows when more exist', async () => {
    const { calls, fetch } = server(['a', 'b', 'c', 'd', 'e']);
    const list = new PagedList(fetch, 2, (item) => item.id);
    await list.ensureFirstPage();
    await list.ensureFirstPage();
    assert.deepEqual(list.loaded.map((i) => i.id), ['a', 'b']);
    assert.equal(list.hasMore, true);
    await list.loadMore();
    await list.loadMore();
    assert.deepEqual(list.loaded.map((i) => i.id), ['a', 'b', 'c', 'd', 'e']);
    assert.equal(list.hasMore, false);
    assert.deepEqual(calls, [1, 2, 3]);
  });

  it('shares one request between concurrent loads and skips items repeated by a shifted page', async () => {
    const items = ['a', 'b', 'c', 'd'];
    const { calls, fetch } = server(items);
    const list = new PagedList(fetch, 2, (item) => item.id);
    await Promise.all([list.loadMore(), list.loadMore()]);
    assert.deepEqual(calls, [1]);
    items.unshift('new');
    await list.loadMore();
    assert.deepEqual(list.loaded.map((i) => i.id), ['a', 'b', 'c']);
  });

  it('stops offering more when a page comes back empty', async () => {
    const list = new PagedList(async (n, size) => ({ total_items: 10, page_number: n, page_size: size, records: [] }), 5, (i: { id: string }) => i.id);
    await list.loadMore();
    assert.equal(list.hasMore, false);
  });
});
