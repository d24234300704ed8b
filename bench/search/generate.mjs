// Writes a realistic listed universe as an import:universe CSV (deterministic: same seed, same file).
import { createWriteStream } from 'node:fs';

const FIRST = [
  'North', 'South', 'Blue', 'Red', 'Golden', 'Silver', 'Pacific', 'Atlantic', 'Global', 'United', 'First', 'Great', 'Royal',
  'Summit', 'Eagle', 'Pioneer', 'Liberty', 'Frontier', 'Apex', 'Vertex', 'Crescent', 'Harbor', 'Iron', 'Stone', 'Cedar',
  'Maple', 'Oak', 'Pine', 'River', 'Lake', 'Société', 'Zürich', 'Nordic', 'Alpine', 'Coastal', 'Metro', 'Urban', 'Prime',
  'Sterling', 'Quantum', 'Orion', 'Atlas', 'Titan', 'Nova', 'Polar', 'Desert', 'Emerald', 'Sapphire', 'Crown', 'Bright',
];
const SECOND = ['', '', '', 'star', 'ridge', 'rock', 'field', 'gate', 'bridge', 'point', 'wave', 'peak', 'light', 'stream', 'wood', 'land', 'port', 'haven', 'crest', 'view'];
const INDUSTRY = [
  'Mining', 'Resources', 'Energy', 'Oil & Gas', 'Gold', 'Lithium', 'Therapeutics', 'Pharmaceuticals', 'Biotech', 'Technologies',
  'Software', 'Systems', 'Networks', 'Semiconductors', 'Bank', 'Financial', 'Capital', 'Insurance', 'Properties', 'REIT',
  'Logistics', 'Airlines', 'Motors', 'Foods', 'Beverages', 'Retail', 'Brands', 'Media', 'Entertainment', 'Telecom',
  'Utilities', 'Water', 'Power', 'Solar', 'Medical', 'Health', 'Diagnostics', 'Robotics', 'Aerospace', 'Defense',
  'Materials', 'Chemicals', 'Steel', 'Paper', 'Shipping', 'Rail', 'Gaming', 'Hotels', 'Education', 'Agriculture',
];
const FORM = ['Inc.', 'Corporation', 'Limited', 'Ltd', 'plc', 'Group', 'Holdings Inc.', 'Co.', 'N.V.', 'AG', 'SA', 'Trust'];
const SECTORS = ['Materials', 'Energy', 'Health Care', 'Information Technology', 'Financials', 'Real Estate', 'Industrials', 'Consumer Staples', 'Utilities', 'Communication Services'];
const EXCHANGES = [['NASDAQ', 'USD', 0.5], ['NYSE', 'USD', 0.3], ['ASX', 'AUD', 0.2]];

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quote = (value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Writes `count` rows to `file`; resolves when the file is complete. */
export function generateUniverse(file, count = 100_000, seed = 42) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const taken = new Set();
  const out = createWriteStream(file);
  out.write('exchange,ticker,name,currency,sector,industry,is_etf,fiscal_year_end,last_price,market_cap_m,shares_outstanding_m,as_of\n');
  for (let i = 0; i < count; i += 1) {
    const roll = next();
    const [exchange, currency] = roll < EXCHANGES[0][2] ? EXCHANGES[0] : roll < EXCHANGES[0][2] + EXCHANGES[1][2] ? EXCHANGES[1] : EXCHANGES[2];
    const first = pick(FIRST);
    const second = pick(SECOND);
    const industry = pick(INDUSTRY);
    const name = `${first}${second ? (next() < 0.5 ? second : ` ${second[0].toUpperCase()}${second.slice(1)}`) : ''} ${industry} ${pick(FORM)}`;
    let ticker;
    do {
      const r = next();
      const length = r < 0.004 ? 1 : r < 0.05 ? 2 : r < 0.45 ? 3 : r < 0.9 ? 4 : 5;
      // Often the initials of the name, then random letters, as real codes are.
      const base = next() < 0.5 ? (first[0] + industry[0]).toUpperCase().replace(/[^A-Z]/g, 'X') : '';
      ticker = base.slice(0, length);
      while (ticker.length < length) ticker += String.fromCharCode(65 + Math.floor(next() * 26));
    } while (taken.has(`${exchange}:${ticker}`));
    taken.add(`${exchange}:${ticker}`);
    const priced = next() < 0.5;
    const price = priced ? (next() * 200).toFixed(2) : '';
    const shares = priced ? (next() * 2000).toFixed(3) : '';
    const cap = priced ? (Number(price) * Number(shares)).toFixed(2) : '';
    const row = [exchange, ticker, name, currency, pick(SECTORS), industry, next() < 0.05 ? 'Y' : 'N', next() < 0.5 ? '06-30' : '12-31', price, cap, shares, priced ? '2026-08-22' : ''];
    out.write(`${row.map((value) => quote(String(value))).join(',')}\n`);
  }
  return new Promise((resolve, reject) => {
    out.on('error', reject);
    out.end(resolve);
  });
}
