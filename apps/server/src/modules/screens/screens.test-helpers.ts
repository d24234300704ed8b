import type { LightMyRequestResponse } from 'fastify';
import { UNLISTED_TICKER_SUFFIX, type Process, type Screen, type ScreenResults } from '@thesis/domain';
import type { TestContext } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { addListed, createCompany } from '../investments/investments.test-helpers';
import { call, dataOf } from '../items/library.test-helpers';
import { buildProcess, itemNamed, patchItem, reviewWith } from '../reviews/reviews.test-helpers';

/** Test helpers for screens (not a test file). */

type Ticker = 'AAA' | 'BBB' | 'CCC' | 'DDD' | 'EEE' | 'ZZZ' | 'YYY';

export interface World {
  ann: Session;
  bob: Session;
  lead: Process;
  second: Process;
  other: Process;
  bobProcess: Process;
  /** Investment ids by ticker (ZZZ is Ann's unlisted company, YYY Bob's). */
  ids: Record<Ticker, string>;
  /** Library factor ids of Ann's processes by name. */
  factors: Record<string, string>;
}

let worlds = 0;

async function score(ctx: TestContext, session: Session, investmentId: string, processIds: string[], scores: Record<string, string>): Promise<void> {
  const review = await reviewWith(ctx, session, investmentId, processIds);
  for (const [name, grade] of Object.entries(scores)) {
    const response = await patchItem(ctx, session, itemNamed(review, name), { score: grade });
    if (response.statusCode !== 200) throw new Error(`scoring ${name} failed: ${response.body}`);
  }
}

/**
 * Ann: processes Lead (Quality, Moat), Second (Balance) and Other (Xfactor, made inactive); listed
 * AAA (Financials, 10, cap 500), BBB (Energy, 60, 2000), CCC (Financials, 5), DDD (Utilities, not
 * reviewed), EEE (reviewed with Other only) and her unlisted ZZZ. Lead scores: ZZZ 4, AAA 3, CCC
 * 2, BBB -1; Second: AAA 0, CCC 2. Bob reviews AAA with his own process and has an unlisted YYY.
 */
export async function buildWorld(ctx: TestContext): Promise<World> {
  worlds += 1;
  const suffix = `${worlds}${Math.random().toString(36).slice(2, 4).toUpperCase()}`;
  const ann = await signedInUser(ctx);
  const bob = await signedInUser(ctx);
  const lead = await buildProcess(ctx, ann, 'Lead', [{ name: 'Quality' }, { name: 'Moat' }]);
  const second = await buildProcess(ctx, ann, 'Second', [{ name: 'Balance' }]);
  const other = await buildProcess(ctx, ann, 'Other', [{ name: 'Xfactor' }]);
  const bobProcess = await buildProcess(ctx, bob, 'Bob way', [{ name: 'Quality' }, { name: 'Moat' }]);
  const t = (ticker: string) => `${ticker}${suffix}`.slice(0, 5);
  const listed = await addListed(ctx, [
    { exchange: 'ASX', ticker: t('A'), name: 'Alpha Bank', sector_l1: 'Financials', last_price: 10, market_cap: 500 },
    { exchange: 'NYSE', ticker: t('B'), name: 'Beta Energy', sector_l1: 'Energy', last_price: 60, market_cap: 2000 },
    { exchange: 'ASX', ticker: t('C'), name: 'Gamma Credit', sector_l1: 'Financials', last_price: 5, market_cap: null },
    { exchange: 'ASX', ticker: t('D'), name: 'Delta Power', sector_l1: 'Utilities', last_price: 20, market_cap: 100 },
    { exchange: 'ASX', ticker: t('E'), name: 'Epsilon Mining', sector_l1: 'Materials', last_price: 2, market_cap: 50 },
  ]);
  const ids: Record<Ticker, string> = {
    AAA: listed[`ASX:${t('A')}`]!, BBB: listed[`NYSE:${t('B')}`]!, CCC: listed[`ASX:${t('C')}`]!, DDD: listed[`ASX:${t('D')}`]!, EEE: listed[`ASX:${t('E')}`]!,
    ZZZ: (await createCompany(ctx, ann, { name: 'Zeta Private', ticker: `${`ZZ${suffix}`.slice(0, 5)}${UNLISTED_TICKER_SUFFIX}` })).id,
    YYY: (await createCompany(ctx, bob, { name: 'Bob Secret', ticker: `${`YY${suffix}`.slice(0, 5)}${UNLISTED_TICKER_SUFFIX}` })).id,
  };
  await score(ctx, ann, ids.AAA, [lead.id, second.id], { Quality: 'v_good', Moat: 'good', Balance: 'average' });
  await score(ctx, ann, ids.BBB, [lead.id], { Quality: 'poor', Moat: 'average' });
  await score(ctx, ann, ids.CCC, [lead.id, second.id], { Quality: 'good', Moat: 'good', Balance: 'v_good' });
  await score(ctx, ann, ids.ZZZ, [lead.id], { Quality: 'v_good', Moat: 'v_good' });
  await score(ctx, ann, ids.EEE, [other.id], { Xfactor: 'good' });
  await score(ctx, bob, ids.AAA, [bobProcess.id], { Quality: 'v_poor', Moat: 'v_poor' });
  await score(ctx, bob, ids.YYY, [bobProcess.id], { Quality: 'good' });
  const deactivate = await call(ctx, ann, 'PATCH', `/processes/${other.id}`, { is_active: false });
  if (deactivate.statusCode !== 200) throw new Error(`deactivate failed: ${deactivate.body}`);
  const library = dataOf<Process>(await call(ctx, ann, 'GET', `/processes/${lead.id}?include=factors`));
  const secondLibrary = dataOf<Process>(await call(ctx, ann, 'GET', `/processes/${second.id}?include=factors`));
  const factors = Object.fromEntries([...(library.factors ?? []), ...(secondLibrary.factors ?? [])].map((factor) => [factor.name, factor.id]));
  return { ann, bob, lead, second, other, bobProcess, ids, factors };
}

export async function createScreen(ctx: TestContext, session: Session, payload: Record<string, unknown>): Promise<Screen> {
  return dataOf<Screen>(await call(ctx, session, 'POST', '/screens', { name: 'Screen', ...payload }), 201);
}

export async function runScreen(ctx: TestContext, session: Session, id: string): Promise<Screen> {
  return dataOf<Screen>(await call(ctx, session, 'PUT', `/screens/${id}`));
}

export function results(ctx: TestContext, session: Session, id: string, query = ''): Promise<LightMyRequestResponse> {
  return call(ctx, session, 'GET', `/screens/${id}${query ? `?${query}` : ''}`);
}

export async function resultsOf(ctx: TestContext, session: Session, id: string, query = ''): Promise<ScreenResults> {
  return dataOf<ScreenResults>(await results(ctx, session, id, query));
}

/** The page's companies as world tickers (AAA … ZZZ). */
export function tickersOf(world: World, page: ScreenResults): string[] {
  const names = new Map(Object.entries(world.ids).map(([ticker, id]) => [id, ticker]));
  return page.investments.map((row) => names.get(row.id) ?? row.ticker);
}
