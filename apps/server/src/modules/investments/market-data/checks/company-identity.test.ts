import { describe, expect, it } from 'vitest';
import { identityMismatch, sameCompanyName } from './company-identity';

describe('company identity: figures attach to the company behind a ticker, not the ticker string', () => {
  it("tells a reused ticker's former company from today's", () => {
    expect(sameCompanyName('Spectra Energy Corp.', 'Sea Limited American Depositary Shares')).toBe(false);
    expect(sameCompanyName('Anadarko Petroleum Corp', 'ARKO Petroleum Corp.')).toBe(false);
    expect(sameCompanyName('BB&T Corporation', 'Beacon Financial Corporation')).toBe(false);
    expect(sameCompanyName('SunTrust Banks', 'Solidion Technology, Inc.')).toBe(false);
    expect(sameCompanyName('L Brands Inc.', 'LandBridge Company LLC Class A Shares')).toBe(false);
  });

  it('keeps a company whose name is written another way, shortened or turned into initials', () => {
    expect(sameCompanyName('Apache Corporation', 'APA CORPORATION')).toBe(true);
    expect(sameCompanyName('Block H&R', 'H&R BLOCK INC')).toBe(true);
    expect(sameCompanyName("Kohl's Corp.", 'KOHLS Corp')).toBe(true);
    expect(sameCompanyName('National Oilwell Varco Inc.', 'NOV Inc.')).toBe(true);
    expect(sameCompanyName('Lilly (Eli) & Co.', 'ELI LILLY AND COMPANY')).toBe(true);
  });

  it('goes by SEC CIK where both sides have one, and never attaches a company to a fund', () => {
    const sea = { exchange: 'NYSE', ticker: 'SE', name: 'Sea Limited', cik: '1703399', isEtf: false };
    expect(identityMismatch(sea, { cik: '1373835', name: 'Spectra Energy Corp.' })).toBe("SE: the figures of Spectra Energy Corp. (CIK 1373835) belong to another company than today's SE (Sea Limited), CIK 1703399");
    expect(identityMismatch(sea, { cik: '0001703399', name: 'SEA LTD' })).toBeNull();
    const etf = { exchange: 'NYSE Arca', ticker: 'FB', name: 'ProShares S&P 500 Dynamic Buffer ETF', cik: null, isEtf: true };
    expect(identityMismatch(etf, { cik: null, name: 'Facebook' })).toBe("FB: the figures of Facebook cannot belong to today's FB (ProShares S&P 500 Dynamic Buffer ETF), a fund");
  });
});
