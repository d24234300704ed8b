import { describe, expect, it } from 'vitest';
import { asReportedBasisDate, lastFiledBasisDate, priceBasisRatio, splitAdjustments, splitFootnote, type ListedSplit, type PerShareRow } from './splits';

/**
 * Rows copied from data/reference: the 2012–2016 file (K: as reported) and the SEC filings file
 * (S: as most recently filed, pulled 2026-08-22). Columns: period end, EPS, DPS, net income,
 * revenue, diluted shares (millions).
 */
type Raw = [source: 'K' | 'S', periodEnd: string, eps: number | null, dps: number | null, income: number, revenue: number, shares: number | null];
const PULLED = '2026-08-22';

function rowsOf(raw: readonly Raw[]): PerShareRow[] {
  const latest = raw.filter((row) => row[0] === 'S').map((row) => row[1]).sort().at(-1)!;
  return raw.map(([source, end, eps, dps, income, revenue, shares]) => ({
    period_end: end,
    basis_date: source === 'K' ? asReportedBasisDate(end) : lastFiledBasisDate(end, latest, PULLED),
    eps, dps, net_income: income, revenue, diluted_shares: shares,
    fiscal_year: Number(end.slice(0, 4)) - (end.slice(5, 7) === '01' && Number(end.slice(8)) <= 10 ? 1 : 0),
  }));
}

function adjusted(raw: readonly Raw[], listed: ListedSplit[]) {
  const rows = rowsOf(raw);
  return splitAdjustments(rows, listed).map((adjustment, i) => ({
    fy: rows[i]!.fiscal_year,
    eps: rows[i]!.eps === null ? null : Math.round((rows[i]!.eps! / adjustment.factor) * 10_000) / 10_000,
    dps: rows[i]!.dps === null ? null : Math.round((rows[i]!.dps! / adjustment.factor) * 10_000) / 10_000,
    factor: adjustment.factor,
    note: splitFootnote(adjustment.splits),
  }));
}

const APPLE: Raw[] = [
  ['K', '2013-09-28', 40.03, null, 37037, 171000, null],
  ['K', '2014-09-27', 6.49, null, 39510, 183000, null],
  ['S', '2015-09-26', 9.22, 1.98, 53394, 233715, 5793.069],
  ['S', '2016-09-24', 8.31, 2.18, 45687, 215639, 5500.281],
  ['S', '2017-09-30', 9.21, 2.4, 48351, 229234, 5251.692],
  ['S', '2018-09-29', 2.98, 0.68, 59531, 265595, 20000.435],
  ['S', '2019-09-28', 2.97, 0.75, 55256, 260174, 18595.651],
  ['S', '2020-09-26', 3.28, 0.795, 57411, 274515, 17528.214],
  ['S', '2023-09-30', 6.13, 0.94, 96995, 383285, 15812.547],
  ['S', '2024-09-28', 6.08, 0.98, 93736, 391035, 15408.095],
  ['S', '2025-09-27', 7.46, 1.02, 112010, 416161, 15004.697],
];
const APPLE_SPLITS: ListedSplit[] = [{ date: '2020-08-28', ratio_new: 4, ratio_old: 1 }];

describe('split adjustment (issue 19 item 2)', () => {
  it('AAPL: the listed 4:1 of 2020 and the 7:1 of 2014 found in the share count', () => {
    const result = adjusted(APPLE, APPLE_SPLITS);
    // FY2013: 40.03 ÷ (7 × 4) = 1.4296; FY2014: 6.49 ÷ 4; FY2015–FY2017 ÷ 4; FY2018 on as filed.
    expect(result.map((row) => [row.fy, row.eps, row.factor])).toEqual([
      [2013, 1.4296, 28], [2014, 1.6225, 4], [2015, 2.305, 4], [2016, 2.0775, 4], [2017, 2.3025, 4],
      [2018, 2.98, 1], [2019, 2.97, 1], [2020, 3.28, 1], [2023, 6.13, 1], [2024, 6.08, 1], [2025, 7.46, 1],
    ]);
    expect(result.find((row) => row.fy === 2017)!.dps).toBe(0.6);
    expect(result[1]!.note).toBe('adjusted for the 4:1 split of 28 Aug 2020');
    expect(result[0]!.note).toBe('adjusted for a 7:1 split found in the share count between FY2013 and FY2014 and the 4:1 split of 28 Aug 2020');
    expect(result.at(-1)!.note).toBe('');
  });

  it('NVDA: 4:1 in 2021 and 10:1 in 2024, each from the row the filings restated', () => {
    const rows: Raw[] = [
      ['K', '2015-01-25', 1.14, null, 631, 4682, null],
      ['S', '2019-01-27', 6.63, 0.61, 4141, 11716, 625],
      ['S', '2020-01-26', 1.13, 0.16, 2796, 10918, 2472],
      ['S', '2022-01-30', 3.85, 0.16, 9752, 26914, 2535],
      ['S', '2023-01-29', 0.17, 0.016, 4368, 26974, 25070],
      ['S', '2025-01-26', 2.94, 0.034, 72880, 130497, 24804],
      ['S', '2026-01-25', 4.9, 0.04, 120067, 215938, 24514],
    ];
    const listed: ListedSplit[] = [{ date: '2021-07-20', ratio_new: 4, ratio_old: 1 }, { date: '2024-06-07', ratio_new: 10, ratio_old: 1 }];
    expect(adjusted(rows, listed).map((row) => [row.fy, row.eps, row.factor])).toEqual([
      [2015, 0.0285, 40], [2019, 0.1658, 40], [2020, 0.113, 10], [2022, 0.385, 10], [2023, 0.17, 1], [2025, 2.94, 1], [2026, 4.9, 1],
    ]);
    expect(adjusted(rows, listed)[1]!.note).toBe('adjusted for the 4:1 split of 20 Jul 2021 and the 10:1 split of 07 Jun 2024');
  });

  const ALPHABET: Raw[] = [
    ['S', '2016-12-31', 27.85, null, 19478, 90272, null],
    ['S', '2017-12-31', 18, null, 12662, 110855, null],
    ['S', '2018-12-31', 43.7, null, 30736, 136819, null],
    ['S', '2019-12-31', 49.16, null, 34343, 161857, null],
    ['S', '2020-12-31', 2.93, null, 40269, 182527, null],
    ['S', '2021-12-31', 5.61, null, 76033, 257637, null],
    ['S', '2022-12-31', 4.56, null, 59972, 282836, 13159],
    ['S', '2025-12-31', 10.81, 0.83, 132170, 402836, 12230],
  ];

  it('GOOGL: the listed 20:1 of 2022, placed by the filings although the file has no share count then', () => {
    const result = adjusted(ALPHABET, [{ date: '2022-07-15', ratio_new: 20, ratio_old: 1 }]);
    expect(result.map((row) => [row.fy, row.eps])).toEqual([[2016, 1.3925], [2017, 0.9], [2018, 2.185], [2019, 2.458], [2020, 2.93], [2021, 5.61], [2022, 4.56], [2025, 10.81]]);
    expect(result[0]!.note).toBe('adjusted for the 20:1 split of 15 Jul 2022');
  });

  it('GOOG: the same 20:1 split, missing from the list, found from the per-share basis (net income ÷ EPS)', () => {
    const result = adjusted(ALPHABET, []);
    expect(result.map((row) => row.factor)).toEqual([20, 20, 20, 20, 1, 1, 1, 1]);
    expect(result[3]!.note).toBe('adjusted for a 20:1 split found in the share count between FY2019 and FY2020');
  });

  it('does not take a merger or an IPO for a split: revenue moved with the share count', () => {
    // WTW 2016: shares 2.000×, revenue 2.06× (Willis and Towers Watson merged).
    const merger: Raw[] = [['S', '2015-12-31', 5.41, 3.28, 373, 3829, 69], ['S', '2016-12-31', 3.04, 1.92, 420, 7887, 138]];
    expect(adjusted(merger, []).map((row) => row.factor)).toEqual([1, 1]);
  });

  it('does not take a step in a mis-tagged share count for a split when EPS did not move with it', () => {
    // BRO 2019: diluted shares filed in units (0.001×), EPS and net income continuous.
    const glitch: Raw[] = [['S', '2018-12-31', 1.22, 0.31, 344, 2392, 283], ['S', '2019-12-31', 1.4, 0.33, 399, 2855, 0.285]];
    expect(adjusted(glitch, []).map((row) => row.factor)).toEqual([1, 1]);
  });

  it('applies a reverse split (1:8) by multiplying the older figures', () => {
    const ge: Raw[] = [['S', '2018-12-31', -2.62, 0.37, -22802, 121615, 8692], ['S', '2019-12-31', -4.99, 0.32, -4979, 95214, 1012.6]];
    const result = adjusted(ge, [{ date: '2021-07-30', ratio_new: 1, ratio_old: 8 }]);
    expect(result.map((row) => [row.eps, row.factor])).toEqual([[-20.96, 0.125], [-4.99, 1]]);
    expect(result[0]!.note).toBe('adjusted for the 1:8 split of 30 Jul 2021');
  });

  it('WRB: three 3:2 splits the list does not have, seen in the per-share basis (the diluted share count is filed in other units)', () => {
    const wrb: Raw[] = [
      ['S', '2015-12-31', 3.87, null, 503.694, 7206.457, 130.189],
      ['S', '2016-12-31', 4.68, null, 601.916, 7654.184, 128.553],
      ['S', '2017-12-31', 2.84, 1.03, 549.094, 7684.764, 0.194],
      ['S', '2018-12-31', 3.33, 1.39, 640.749, 7691.651, 0.192],
      ['S', '2019-12-31', 3.52, 1.68, 681.944, 7902.196, 0.194],
      ['S', '2020-12-31', 1.87, 0.31, 530.67, 8098.925, 0.283],
      ['S', '2021-12-31', 3.66, 1.34, 1022.49, 9455.466, 0.28],
      ['S', '2022-12-31', 3.29, 0.59, 1381.062, 11166.499, 0.419],
      ['S', '2023-12-31', 3.37, 1.29, 1381.359, 12142.938, 409.948],
    ];
    const result = adjusted(wrb, []);
    // FY2016: 4.68 ÷ 1.5³ = 1.3867; FY2020: 1.87 ÷ 1.5 = 1.2467.
    expect(result.map((row) => row.factor)).toEqual([3.375, 3.375, 2.25, 2.25, 2.25, 1.5, 1.5, 1, 1]);
    expect(result[1]!.eps).toBe(1.3867);
    expect(result[5]!.eps).toBe(1.2467);
    expect(result[0]!.note).toBe('adjusted for a 3:2 split found in the share count between FY2016 and FY2017, a 3:2 split found in the share count between FY2019 and FY2020 and a 3:2 split found in the share count between FY2021 and FY2022');
  });

  it('CVNA: no split where net income ÷ EPS jumps but the share count only doubled with the business', () => {
    const cvna: Raw[] = [
      ['S', '2021-12-31', -1.63, null, -135, 12814, 82.805],
      ['S', '2022-12-31', -15.74, null, -1587, 13604, 100.828],
      ['S', '2023-12-31', 0.75, null, 450, 10771, 200.578],
      ['S', '2024-12-31', 1.59, null, 210, 13673, 132.206],
    ];
    expect(adjusted(cvna, []).map((row) => [row.fy, row.eps, row.factor])).toEqual([[2021, -1.63, 1], [2022, -15.74, 1], [2023, 0.75, 1], [2024, 1.59, 1]]);
  });

  it('a reverse split found where both measures fall by 1:10 together (a 2.08× step, off 2:1 by 4 %, is a 2:1 when both agree)', () => {
    const reverse: Raw[] = [
      ['S', '2021-12-31', 0.5, null, 500, 4000, 1000],
      ['S', '2022-12-31', 5.1, null, 510, 4100, 100],
    ];
    expect(adjusted(reverse, []).map((row) => row.factor)).toEqual([0.1, 1]);
    expect(adjusted(reverse, [])[0]!.note).toBe('adjusted for a 1:10 split found in the share count between FY2021 and FY2022');
    const step: Raw[] = [
      ['S', '2021-12-31', 4.16, null, 416, 4000, 100],
      ['S', '2022-12-31', 2, null, 416, 4100, 208],
    ];
    expect(adjusted(step, []).map((row) => row.factor)).toEqual([2, 1]);
  });

  it('no split where the share count rose by half with a merger that left revenue level but doubled equity (RTX 2020)', () => {
    const rows: PerShareRow[] = rowsOf([
      ['S', '2019-12-31', 6.41, 2.94, 5537, 77046, 864],
      ['S', '2020-12-31', -2.32, 1.915, -3519, 56587, 1517],
    ]).map((row, index) => ({ ...row, equity: [41774, 72853][index]! }));
    expect(splitAdjustments(rows, []).map((row) => row.factor)).toEqual([1, 1]);
  });

  it('a listed split the filings already restated is not applied twice', () => {
    // Every row is on the post-split basis (the share count is continuous through the split date).
    const rows: Raw[] = [
      ['S', '2019-12-31', 1, null, 400, 4000, 400],
      ['S', '2020-12-31', 1.05, null, 410, 4100, 392],
      ['S', '2021-12-31', 1.1, null, 420, 4200, 385],
      ['S', '2022-12-31', 1.2, null, 450, 4300, 378],
    ];
    const basis = rowsOf(rows).map((row) => ({ ...row, basis_date: '2023-02-28' }));
    basis[0]!.basis_date = '2020-02-28';
    expect(splitAdjustments(basis, [{ date: '2021-06-01', ratio_new: 2, ratio_old: 1 }]).map((row) => row.factor)).toEqual([1, 1, 1, 1]);
  });

  it('the price basis: a 25:1 split after the latest filing shows in the share count the price is quoted on (BKNG)', () => {
    expect(priceBasisRatio(32.639, 751.38)?.ratio).toEqual([25, 1]);
    expect(priceBasisRatio(15_004.7, 14_900)).toBeNull();
    // A step near 3:2 is only a candidate: the loader applies it when the price-to-earnings ratio is implausible before and plausible after.
    expect(priceBasisRatio(780.2, 1_195.3)).toEqual({ ratio: [3, 2], step: 1_195.3 / 780.2 });
    expect(priceBasisRatio(250.6, 1_018.3)).toEqual({ ratio: [4, 1], step: 1_018.3 / 250.6 });
  });
});
