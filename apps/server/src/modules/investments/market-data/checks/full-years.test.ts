import { describe, expect, it } from 'vitest';
import { partialYears, usualYearEnd } from './full-years';

describe('a row is a year only when it is a full fiscal year of its company', () => {
  it("drops a quarter-end taken for a year (Amazon's 30 June 2026, Emerson's December 2022)", () => {
    const amazon = ['2023-12-31', '2024-12-31', '2025-12-31', '2026-06-30'];
    expect([...partialYears(amazon).keys()]).toEqual(['2026-06-30']);
    expect(partialYears(amazon).get('2026-06-30')).toBe("the period ending 2026-06-30 is not a full fiscal year: the company's years end on 12/31 (MM/DD), and it ends 181 days from the next row");
    const emerson = ['2021-09-30', '2022-12-31', '2023-09-30', '2024-09-30'];
    expect([...partialYears(emerson).keys()]).toEqual(['2022-12-31']);
  });

  it('keeps 52/53-week years and a change of year end (rows a year or more apart)', () => {
    const apple = ['2019-09-28', '2020-09-26', '2021-09-25', '2022-09-24', '2023-09-30'];
    expect(usualYearEnd(apple)).toBe('09-28');
    expect(partialYears(apple).size).toBe(0);
    // L3Harris moved its year end from June to December: the rows stay a year or more apart.
    expect(partialYears(['2016-07-01', '2017-06-30', '2018-06-29', '2020-01-03', '2021-01-01', '2021-12-31']).size).toBe(0);
  });
});
