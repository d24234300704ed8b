import type { FastifyInstance } from 'fastify';
import { GRADE_POINTS } from '@thesis/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';
import { hashPassword } from '../modules/auth/passwords';
import { UniverseRepository } from '../modules/investments/universe.repository';
import { newUserRow } from '../modules/users/users.repository';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const SCALE = { type: 'Qualitative5pt' } as const;
const GRADES = Object.keys(GRADE_POINTS[SCALE.type]);
/** Companies whose tickers a search for "AP" finds, as a search for a ticker prefix does. */
const TICKERS = ['AP', 'APA', 'APD', 'APG', 'APH', 'APL', 'APO', 'APP', 'APR', 'APT', 'APX', 'APY'];
const COMMENT = 'Checked against the last annual report and the latest quarterly update; margins hold up and the balance sheet carries little debt.';

/** A request of the warm-up; it fails (throws) on any answer but a success. */
export type WarmUpRequest = (method: Method, url: string, payload?: object) => Promise<void>;

async function call<T>(app: FastifyInstance, headers: Record<string, string>, method: Method, url: string, payload?: object): Promise<T> {
  const response = await app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 400) throw new Error(`warm-up ${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return (response.json() as { data: T }).data;
}

/**
 * What the busiest requests need, built in the scratch database through the API: a verified
 * investor, signed in; a process of 5 factors with 4 questions each, reviewed on 12 companies with
 * every item scored and commented on the first; a screen of them, run once.
 */
async function seed(app: FastifyInstance, db: Kysely<Database>) {
  const now = nowIso();
  await new UniverseRepository(db).upsertListed(TICKERS.map((ticker, i) => ({
    exchange: 'NYSE', ticker, name: `Warm-up Company ${i + 1} Inc`, currency: 'USD', sector_l1: 'Industrials', sector_l3: 'Machinery', description: null,
    is_etf: false, classification: null, sic_code: null, is_fund: null, year_end: '2026-12-31', last_price: 10 + i, issued_shares: 100 + i, market_cap: 1000 + i * 10, figures_updated_at: now,
  })), now);
  const password = crypto.randomUUID();
  const user = newUserRow({ username: 'warm_up', email: 'warm-up@example.invalid', password_hash: await hashPassword(password), role: 'investor', email_verified_at: now }, now);
  await db.insertInto('users').values(user).execute();
  const { access_token: token } = await call<{ access_token: string }>(app, {}, 'POST', '/login', { email: user.email, password });
  const headers = { authorization: `Bearer ${token}` };
  const post = <T>(url: string, payload?: object) => call<T>(app, headers, 'POST', url, payload);
  const lead = await post<{ id: string }>('/processes', { name: 'Warm-up process' });
  for (let f = 1; f <= 5; f += 1) {
    const factor = await post<{ id: string }>('/factors', { name: `Factor ${f}`, ...SCALE, parent_id: lead.id });
    const checklist = await post<{ id: string }>('/checklists', { name: `Checklist ${f}`, ...SCALE, parent_id: factor.id });
    for (let q = 1; q <= 4; q += 1) await post('/questions', { name: `Question ${f}.${q}`, ...SCALE, parent_id: checklist.id });
  }
  type Review = { id: string; processes: { factors: { id: string; checklists: { id: string; questions: { id: string }[] }[] }[] }[] };
  const companies = await call<{ id: string }[]>(app, headers, 'GET', '/investments?limit=50');
  const reviews: Review[] = [];
  for (const company of companies) reviews.push(await post<Review>(`/investments/${company.id}/processes`, { process_ids: [lead.id] }));
  const factors = reviews.flatMap((review) => review.processes[0]?.factors ?? []);
  const first = reviews[0]?.processes[0]?.factors ?? [];
  const items = [
    ...factors.map((factor) => `/investment-factors/${factor.id}`),
    ...first.flatMap((factor) => factor.checklists.flatMap((checklist) => [`/investment-checklists/${checklist.id}`, ...checklist.questions.map((question) => `/investment-questions/${question.id}`)])),
  ];
  for (const [i, url] of items.entries()) await call(app, headers, 'PATCH', url, { score: GRADES[i % GRADES.length], comment: COMMENT, relevance: 'high' });
  const screen = await post<{ id: string }>('/screens', { name: 'Warm-up screen', source_type: 'all_active', lead_process_id: lead.id, secondary_process_ids: [] });
  await call(app, headers, 'PUT', `/screens/${screen.id}`);
  if (!reviews[0] || factors.length === 0) throw new Error('warm-up: the seeded review has no factors');
  return { token, reviewId: reviews[0].id, factorIds: factors.map((factor) => factor.id), screenId: screen.id, leadId: lead.id };
}

/**
 * Seeds the scratch app, then answers one round of the busiest requests — a search, a 30-item
 * review read, a factor score and a screen page, asked compressed as browsers ask — to repeat.
 */
export async function warmUpRounds(app: FastifyInstance, db: Kysely<Database>): Promise<(round: number) => Promise<number>> {
  const seeded = await seed(app, db);
  const headers = { authorization: `Bearer ${seeded.token}`, 'accept-encoding': 'gzip, deflate, br' };
  const request: WarmUpRequest = async (method, url, payload) => {
    const response = await app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 400) throw new Error(`warm-up ${method} ${url} answered ${response.statusCode}`);
  };
  const screenQuery = `filteringScope=${encodeURIComponent(`p.${seeded.leadId}.score:0..`)}&sortingScope=p.${seeded.leadId}.score&sortingScopeBy=desc&limit=25`;
  return async (round) => {
    const requests = [
      request('GET', `/investments?search=${encodeURIComponent('ticker:AP')}&limit=10`),
      request('GET', `/investment-reviews/${seeded.reviewId}`),
      request('PATCH', `/investment-factors/${seeded.factorIds[round % seeded.factorIds.length]}`, { score: GRADES[round % GRADES.length] }),
      request('GET', `/screens/${seeded.screenId}?${screenQuery}&page=${1 + (round % 2)}`),
    ];
    await Promise.all(requests);
    return requests.length;
  };
}
