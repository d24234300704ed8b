import { describe, expect, it } from 'vitest';
import { detectMapping, normaliseExchange, parseTickerCell } from './import-columns';

describe('broker CSV columns', () => {
  it('finds ticker, exchange and units columns of a generic export, whatever their case and punctuation', () => {
    expect(detectMapping(['Code', 'Company', 'Market', 'Avail. Units', 'Price'])).toEqual({ ticker: 'Code', exchange: 'Market', units: 'Avail. Units' });
    expect(detectMapping(['Symbol', 'Quantity'])).toEqual({ ticker: 'Symbol', exchange: null, units: 'Quantity' });
    expect(detectMapping(['Name', 'Value'])).toEqual({ ticker: null, exchange: null, units: null });
  });

  it('reads a Yahoo Finance export by Symbol and Quantity, never the market Volume', () => {
    expect(detectMapping(['Symbol', 'Current Price', 'Volume', 'Quantity'], 'yahoo')).toEqual({ ticker: 'Symbol', exchange: null, units: 'Quantity' });
  });

  it('splits exchange prefixes and suffixes off tickers but keeps share classes', () => {
    expect(parseTickerCell('bhp.ax')).toEqual({ ticker: 'BHP', exchange: 'ASX' });
    expect(parseTickerCell('ASX:CBA')).toEqual({ ticker: 'CBA', exchange: 'ASX' });
    expect(parseTickerCell('NASDAQ:AAPL')).toEqual({ ticker: 'AAPL', exchange: 'NASDAQ' });
    expect(parseTickerCell('BRK.B')).toEqual({ ticker: 'BRK.B', exchange: null });
    expect(parseTickerCell(' msft ', 'nasdaq')).toEqual({ ticker: 'MSFT', exchange: 'NASDAQ' });
  });

  it('spells exchanges as the universe does', () => {
    expect(normaliseExchange('nyse arca')).toBe('NYSE Arca');
    expect(normaliseExchange('au')).toBe('ASX');
    expect(normaliseExchange('  ')).toBeNull();
    expect(normaliseExchange('LSE')).toBe('LSE');
  });
});
