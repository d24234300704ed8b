// Lighthouse (`npm run lighthouse`, or `npm run bench -- lighthouse`): the built app on a fresh SQLite
// data dir, audited with Lighthouse 12.2.3's desktop preset in Debian Chromium — `/` as a visitor and
// `/dashboard` signed in (an investor with a process and a reviewed company). Each page is audited
// BENCH_RUNS times (default 3) and the median performance score is reported; copy the table into
// docs/benchmarks.md. CHROMIUM overrides the browser (default /usr/bin/chromium).
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { api, buildRepo, signIn, startApp } from '../support/app.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const GOALS = { '/': 95, '/dashboard': 90 };
const started = Date.now();
const log = (message) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** A signed-in investor with something to show: a process with two factors, one company reviewed. */
async function prepareInvestor(app) {
  const base = app.bases[0];
  const token = await signIn(app);
  const process = await api(base, 'POST', '/processes', token, { name: 'Quality compounders' });
  for (const name of ['Moat', 'Management']) await api(base, 'POST', '/factors', token, { name, type: 'Qualitative5pt', parent_id: process.id });
  const [company] = await api(base, 'GET', `/investments?search=${encodeURIComponent('ticker:AAPL')}&limit=1`, token);
  await api(base, 'POST', `/investments/${company.id}/processes`, token, { process_ids: [process.id] });
  return token;
}

/** One Lighthouse run of `url` in a fresh tab; `token` signs the tab in first (without loading the app). */
async function audit(browser, base, path, token) {
  const page = await browser.newPage();
  try {
    if (token) {
      // A plain file of the origin (not the app): the tab gets its access token. Lighthouse keeps the
      // storage (disableStorageReset) and with it the browser's HTTP cache, so that is emptied here:
      // without it the second and later runs loaded the app's scripts from the cache.
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate((value) => globalThis.localStorage.setItem('token', value), token);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(`${base}${path}`, { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], disableStorageReset: Boolean(token) }, desktopConfig, page);
    const { lhr } = result;
    if (token && new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}: not signed in`);
    const audits = lhr.audits;
    const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      unusedJsKb: (audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024,
      unusedCssKb: (audits['unused-css-rules']?.details?.overallSavingsBytes ?? 0) / 1024,
    };
  } finally {
    await page.close();
  }
}

buildRepo(log);
const loadBefore = loadavg()[0];
const app = await startApp({ dialect: 'sqlite', log });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
let failed = false;
try {
  const token = await prepareInvestor(app);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const rows = [];
  for (const [path, signedIn] of [['/', false], ['/dashboard', true]]) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      log(`${path}: run ${run} of ${RUNS}`);
      runs.push(await audit(browser, app.bases[0], path, signedIn ? token : null));
    }
    const mid = runs.find((entry) => entry.performance === median(runs.map((r) => r.performance)));
    rows.push({ path, signedIn, mid, scores: runs.map((r) => r.performance) });
    failed ||= mid.performance < GOALS[path];
  }
  await browser.disconnect();
  const fmt = (value, digits = 0) => value.toFixed(digits);
  console.log([
    `Lighthouse 12.2.3, desktop preset, ${process.env.CHROMIUM ?? '/usr/bin/chromium'} (${CHROME_FLAGS.join(' ')}); ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after. Median of ${RUNS} runs by performance score.`,
    '',
    '| Page | performance (all runs) | accessibility | best practices | SEO | FCP (ms) | LCP (ms) | TBT (ms) | CLS | JS transferred (KB) | unused JS / CSS (KB) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(({ path, signedIn, mid, scores }) => `| ${path}${signedIn ? ' (signed in)' : ''} | **${mid.performance}** (${scores.join(', ')}) | ${mid.accessibility} | ${mid.bestPractices} | ${mid.seo} | ${fmt(mid.fcp)} | ${fmt(mid.lcp)} | ${fmt(mid.tbt)} | ${fmt(mid.cls, 3)} | ${fmt(mid.scriptKb, 1)} | ${fmt(mid.unusedJsKb)} / ${fmt(mid.unusedCssKb)} |`),
    '',
    `Goals: / ≥ ${GOALS['/']}, /dashboard ≥ ${GOALS['/dashboard']} — ${failed ? 'MISSED' : 'met'}.`,
  ].join('\n'));
} finally {
  await chrome.kill();
  await app.stop();
}
if (failed) process.exitCode = 1;
