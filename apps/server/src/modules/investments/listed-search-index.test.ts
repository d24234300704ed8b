import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { InvestmentSearchRepository } from './investments-search.repository';
import { addListed, createCompany } from './investments.test-helpers';
import { UniverseRepository } from './universe.repository';

// Each server instance holds the listed universe's search index in memory. Two repositories on one
// database stand for two instances: what one writes, the other's next search must answer.
describeEachDb('the listed universe held in memory by each instance', (ctx) => {
  let ann: Session;
  let ids: Record<string, string>;
  const one = () => new InvestmentSearchRepository(ctx.db.db);
  const tickers = async (search: InvestmentSearchRepository, text: string) => {
    const found = await search.search(ann.user.id, text, 10);
    return found.map((id) => Object.entries(ids).find(([, known]) => known === id)?.[0] ?? id);
  };
  beforeAll(async () => {
    ann = await signedInUser(ctx);
    ids = await addListed(ctx, [
      { exchange: 'NYSE', ticker: 'QZA', name: 'Quizzical Anchors Inc' },
      { exchange: 'NYSE', ticker: 'QZB', name: 'Quizzical Bells Corp' },
    ]);
  });

  it('answers a company another instance listed, renamed or re-ranked, at its next search', async () => {
    const first = one();
    const second = one();
    expect(await tickers(first, 'quizzical')).toEqual(['NYSE:QZA', 'NYSE:QZB']);
    expect(await tickers(second, 'quizzical')).toEqual(['NYSE:QZA', 'NYSE:QZB']);

    // Listed by an import that ran elsewhere: both instances answer it.
    ids = await addListed(ctx, [{ exchange: 'NASDAQ', ticker: 'QZC', name: 'Quizzical Clocks Ltd' }]);
    expect(await tickers(first, 'quizzical')).toEqual(['NYSE:QZA', 'NYSE:QZB', 'NASDAQ:QZC']);
    expect(await tickers(second, 'clocks')).toEqual(['NASDAQ:QZC']);

    // Market caps known after a price import and the ranking refreshed: the largest comes first.
    const universe = new UniverseRepository(ctx.db.db);
    await universe.updateFigures([
      { exchange: 'NASDAQ', ticker: 'QZC', last_price: 10, issued_shares: 50, market_cap: 500, figures_updated_at: '2026-11-20' },
      { exchange: 'NYSE', ticker: 'QZB', last_price: 10, issued_shares: 5, market_cap: 50, figures_updated_at: '2026-11-20' },
    ]);
    await universe.refreshSearchRanking();
    expect(await tickers(second, 'quizzical')).toEqual(['NASDAQ:QZC', 'NYSE:QZB', 'NYSE:QZA']);

    // Renamed: the old name no longer finds it, the new one does.
    ids = await addListed(ctx, [{ exchange: 'NYSE', ticker: 'QZA', name: 'Zephyr Anchors Inc' }]);
    expect(await tickers(first, 'quizzical')).toEqual(['NASDAQ:QZC', 'NYSE:QZB']);
    expect(await tickers(first, 'zephyr')).toEqual(['NYSE:QZA']);
    expect(await tickers(second, 'qza')).toEqual(['NYSE:QZA']);
  });

  it("ranks the user's own unlisted companies among the listed ones, read fresh with every search", async () => {
    const search = one();
    expect(await tickers(search, 'quizzical d')).toEqual([]);
    const mine = await createCompany(ctx, ann, { ticker: 'QZD', name: 'Quizzical Drums Pty Ltd' });
    expect(await tickers(search, 'quizzical d')).toEqual([mine.id]);
    expect(await tickers(search, 'qzd')).toEqual([mine.id]);
    expect((await tickers(search, 'quizzical')).sort()).toEqual(['NASDAQ:QZC', 'NYSE:QZB', mine.id].sort());
  });
});
