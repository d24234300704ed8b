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

  it('answers results with the figures and names another instance wrote, and reads no row it already holds', async () => {
    let statements = 0;
    const counted = ctx.db.db.withPlugin({ transformQuery: ({ node }) => node, transformResult: ({ result }) => ((statements += 1), Promise.resolve(result)) });
    const first = new InvestmentSearchRepository(counted);
    const shown = async (text: string) => (await first.results(ann.user.id, text, 10)).map((row) => `${row.type === 'custom' ? 'own' : row.ticker} ${row.name} ${row.last_price === null ? '-' : Number(row.last_price)}`);
    ids = await addListed(ctx, [{ exchange: 'NYSE', ticker: 'QZE', name: 'Quizzical Easels Inc' }]);
    expect(await shown('qze')).toEqual(['QZE Quizzical Easels Inc -']);
    // Held: one statement (the universe's version and the user's own companies).
    statements = 0;
    expect(await shown('qze')).toEqual(['QZE Quizzical Easels Inc -']);
    expect(statements).toBe(1);

    // A price import elsewhere: the next search shows the new price.
    await new UniverseRepository(ctx.db.db).updateFigures([{ exchange: 'NYSE', ticker: 'QZE', last_price: 12.5, issued_shares: 4, market_cap: 50, figures_updated_at: '2026-11-21' }]);
    expect(await shown('qze')).toEqual(['QZE Quizzical Easels Inc 12.5']);
    // A rename by an import elsewhere, and the user's own company beside it, changed after the last search.
    ids = await addListed(ctx, [{ exchange: 'NYSE', ticker: 'QZE', name: 'Quizzical Easels Holdings' }]);
    await createCompany(ctx, ann, { ticker: 'QZF', name: 'Quizzical Easels Fund' });
    // Both in the unknown-cap band (the ranking was not refreshed): by name.
    expect(await shown('quizzical easels')).toEqual(['own Quizzical Easels Fund -', 'QZE Quizzical Easels Holdings 12.5']);
  });
});
