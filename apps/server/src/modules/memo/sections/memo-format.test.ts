import { describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/pdf-text';
import { points, scoreText, signedPercent, unitValue, utcDate, utcDateTime } from './memo-format';

describe('memo text helpers', () => {
  it('prints grades under their type, valuations with upside, quantities with units', () => {
    expect(scoreText({ type: 'Flags', score: 'poor', value: null, upside: null }, 'USD')).toBe('Red flag');
    expect(scoreText({ type: 'Qualitative5pt', score: null, value: null, upside: null }, 'USD')).toBe('Not scored');
    expect(scoreText({ type: 'Valuation', score: 'good', value: 380, upside: 22.838 }, 'USD')).toBe('Good (US$380.00 per share, upside +22.8%)');
    expect(scoreText({ type: 'dollar_million', score: 'v_good', value: 1250, upside: null }, 'USD')).toBe('Very good ($1,250M)');
    expect(unitValue('percent', -4.5)).toBe('-4.5%');
  });
  it('signs points and percentages', () => {
    expect(points(2)).toBe('+2 pts');
    expect(points(-1)).toBe('-1 pt');
    expect(points(0)).toBe('0 pts');
    expect(signedPercent(-0.04)).toBe('0.0%');
    expect(signedPercent(null)).toBe('–');
  });
  it('dates in UTC whatever the server zone', () => {
    expect(utcDate('2026-11-20T23:30:00-05:00')).toBe('21 Nov 2026');
    expect(utcDateTime(new Date('2026-11-22T07:05:00Z'))).toBe('22 Nov 2026, 07:05 UTC');
    expect(utcDate(null)).toBe('');
  });
  it('keeps only what the built-in PDF fonts can print', () => {
    expect(pdfText('Café – “quoted” € • …')).toBe('Café – “quoted” € • …');
    expect(pdfText('P/E ≥ 15 − fair → buy')).toBe('P/E >= 15 - fair -> buy');
    expect(pdfText('日本 😀\r\nnext')).toBe('?? ?\nnext');
    expect(pdfText('e\u0301')).toBe('é');
  });
});
