// The data and requests of the HTTP and load benchmarks, built through the public API only (so any
// version of the app can be measured): a 30-item process reviewed on `reviews` listed companies of
// the shipped universe, every factor scored, the first review fully scored and commented (the
// review page of about 24 KB), and a screen over all of them.
import { api, inParallel } from './app.mjs';

export const GRADES = ['v_good', 'good', 'average', 'poor', 'v_poor'];
const SCALE = { type: 'Qualitative5pt' };
let seed = 7;
/** Deterministic pseudo-random numbers: every run asks for the same things. */
export const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
export const pick = (list) => list[Math.floor(random() * list.length)];

/** A process of 5 factors, each with a checklist of 4 questions: 30 items. */
async function createProcess(base, token) {
  const lead = await api(base, 'POST', '/processes', token, { name: 'Quality compounders' });
  for (let f = 1; f <= 5; f += 1) {
    const factor = await api(base, 'POST', '/factors', token, { name: `Factor ${f}`, ...SCALE, parent_id: lead.id });
    const checklist = await api(base, 'POST', '/checklists', token, { name: `Checklist ${f}`, ...SCALE, parent_id: factor.id });
    for (let q = 1; q <= 4; q += 1) await api(base, 'POST', '/questions', token, { name: `Question ${f}.${q}`, ...SCALE, parent_id: checklist.id });
  }
  return lead;
}

/** The first `count` listed companies by name, 50 a page. */
async function companies(base, token, count) {
  const found = [];
  for (let page = 1; found.length < count; page += 1) {
    const rows = await api(base, 'GET', `/investments?limit=50&page=${page}`, token);
    if (rows.length === 0) break;
    found.push(...rows.filter((row) => row.type === 'listed' || row.type === undefined));
  }
  return found.slice(0, count);
}

const comment = (n) => `Checked against the last annual report and the two latest quarterly updates (${n}); margins hold up and the balance sheet carries little debt.`;

/** Builds the data; answers what the requests need. */
export async function seedWorkload(base, token, { reviews = 300, log = () => {} } = {}) {
  const lead = await createProcess(base, token);
  const targets = await companies(base, token, reviews);
  log(`reviewing ${targets.length} companies with the 30-item process`);
  const pages = await inParallel(targets, 6, (investment) => api(base, 'POST', `/investments/${investment.id}/processes`, token, { process_ids: [lead.id] }));
  const factorIds = pages.flatMap((review) => review.processes[0].factors.map((factor) => factor.id));
  log(`scoring ${factorIds.length} factors`);
  await inParallel(factorIds, 6, (id) => api(base, 'PATCH', `/investment-factors/${id}`, token, { score: pick(GRADES) }));
  const first = pages[0].processes[0];
  const rest = first.factors.flatMap((factor) => factor.checklists.flatMap((checklist) => [
    { path: `/investment-checklists/${checklist.id}` },
    ...checklist.questions.map((question) => ({ path: `/investment-questions/${question.id}` })),
  ]));
  await inParallel([...first.factors.map((factor) => ({ path: `/investment-factors/${factor.id}` })), ...rest], 4, ({ path }, index) =>
    api(base, 'PATCH', path, token, { score: pick(GRADES), comment: comment(index + 1), relevance: pick(['high', 'moderate', 'low']) }));
  const screen = await api(base, 'POST', '/screens', token, { name: 'Bench screen', source_type: 'all_active', lead_process_id: lead.id, secondary_process_ids: [] });
  await api(base, 'PUT', `/screens/${screen.id}`, token);
  return { leadId: lead.id, reviewId: pages[0].id, factorIds, screenId: screen.id, companies: targets.length };
}

/** The requests each benchmark sends, by name. */
export function routesFor(data) {
  const screenQuery = (page) => `filteringScope=${encodeURIComponent(`p.${data.leadId}.score:0..`)}&sortingScope=p.${data.leadId}.score&sortingScopeBy=desc&page=${page}&limit=25`;
  return {
    healthz: [{ method: 'GET', path: '/healthz' }],
    // The fixed cost of any signed-in request: the token, the session, the viewer's profile.
    profile: [{ method: 'GET', path: '/api/v1/users/profile' }],
    search: [{ method: 'GET', path: `/api/v1/investments?search=${encodeURIComponent('ticker:AP')}&limit=10` }],
    review: [{ method: 'GET', path: `/api/v1/investment-reviews/${data.reviewId}` }],
    dashboard: [
      { method: 'GET', path: '/api/v1/dashboard/reviews?type=month' },
      { method: 'GET', path: '/api/v1/dashboard/edits?type=month' },
      { method: 'GET', path: '/api/v1/dashboard/decisions?type=month' },
      { method: 'GET', path: '/api/v1/investment-reviews?orderBy=updated_at&sortedBy=desc&limit=5&include=defaultProcess' },
    ],
    screen: Array.from({ length: 4 }, (_, page) => ({ method: 'GET', path: `/api/v1/screens/${data.screenId}?${screenQuery(page + 1)}` })),
    // A different factor each time (autocannon cycles through the list), a grade at random.
    score: data.factorIds.slice(0, 200).map((id, index) => ({ method: 'PATCH', path: `/api/v1/investment-factors/${id}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ score: GRADES[index % GRADES.length] }) })),
  };
}
