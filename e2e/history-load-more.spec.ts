/**
 * Issue 14: the History page shows 100 rows at a time; "Load more" under the table appends the next
 * page and goes away at the end; the order toggle and the search start again from the first page.
 */
import { randomUUID } from 'node:crypto';
import { E2E } from './support/constants';
import { expect, test } from './support/fixtures';

const ORIGIN = { Origin: E2E.appUrl };
const TOTAL = 105;
const name = (i: number) => `Target ${String(i).padStart(3, '0')}`;

test('Load more appends the rows past the first 100, in order, and disappears at the end', async ({ page, user }) => {
  void user;
  // 105 requests in three imports (the one way to date copies): Target 001 is the newest.
  const copies = Array.from({ length: TOTAL }, (_, k) => ({
    id: randomUUID(),
    message: `Hi Marcus, would you introduce me to ${name(k + 1)}?`,
    target_name: name(k + 1),
    copied_at: new Date(Date.now() - (k + 1) * 60_000).toISOString(),
  }));
  for (let start = 0; start < TOTAL; start += 50) {
    const res = await page.request.post('/api/rfi/import', {
      headers: ORIGIN,
      data: { items: copies.slice(start, start + 50) },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto('/history');
  const bodyRows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  const targets = bodyRows.locator('td:first-child');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(targets).toHaveCount(100);
  await expect(targets.first()).toHaveText(name(1));
  await expect(targets.last()).toHaveText(name(100));

  await loadMore.click();
  await expect(targets).toHaveCount(TOTAL);
  await expect(targets.nth(100)).toHaveText(name(101));
  await expect(targets.last()).toHaveText(name(TOTAL));
  await expect(loadMore).toHaveCount(0);

  // Oldest first starts again from its own first page.
  await page.getByRole('button', { name: 'Oldest first' }).click();
  await expect(targets.first()).toHaveText(name(TOTAL));
  await expect(targets).toHaveCount(100);
  await expect(loadMore).toBeVisible();
  await loadMore.click();
  await expect(targets).toHaveCount(TOTAL);
  await expect(targets.last()).toHaveText(name(1));
  await expect(loadMore).toHaveCount(0);

  // A search is a list of its own: six matches (oldest first still), nothing more to load.
  await page.getByRole('searchbox').fill('Target 10');
  await expect(targets).toHaveText([105, 104, 103, 102, 101, 100].map(name));
  await expect(loadMore).toHaveCount(0);
});
