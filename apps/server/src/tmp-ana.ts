import { ReferenceDataProvider } from './db/reference/reference-provider';
const p = new ReferenceDataProvider('/work/main/data/reference');
const { rows } = await p.fetchFinancials();
const by = new Map<string, any[]>();
for await (const r of rows) { if ('value' in r) { const l = by.get(r.value.ticker) ?? []; l.push(r.value); by.set(r.value.ticker, l); } }
for (const [t, list] of by) {
  const det = new Set<string>();
  for (const v of list) for (const s of v.reference.splits) det.add(`${s.ratio_new}:${s.ratio_old} ${s.date ?? 'detected ' + s.between}`);
  if (det.size) console.log(t, [...det].join('; '));
}
