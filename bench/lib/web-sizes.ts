import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** The JavaScript and CSS one page load fetched, with their gzipped sizes in bytes. */
export interface PageLoad {
  path: string;
  js_gz: number;
  css_gz: number;
  files: Array<{ file: string; gz: number }>;
}

/** What the web budget is checked on. */
export interface WebSizes {
  login: PageLoad;
  items: PageLoad;
  /** Every file a signed-in route loads that the first load of /login did not: the later route chunks. */
  later_chunks: Array<{ file: string; gz: number; first_seen_on: string }>;
}

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The size the server sends: the build's .gz sibling, or the file gzipped here when it has none. */
function gzippedSize(distDir: string, urlPath: string): number {
  const file = path.join(distDir, urlPath);
  if (existsSync(`${file}.gz`)) {
    return statSync(`${file}.gz`).size;
  }
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Opens `route` in a fresh browser context (optionally signed in) and records the scripts and styles fetched. */
async function recordLoad(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  baseUrl: string,
  distDir: string,
  route: string,
  token?: string,
): Promise<PageLoad> {
  const context = await browser.newContext();
  if (token) {
    await context.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  }
  const page = await context.newPage();
  const fetched = new Map<string, { type: string; gz: number }>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url());
    if ((type === 'script' || type === 'stylesheet') && url.origin === baseUrl) {
      fetched.set(url.pathname, { type, gz: gzippedSize(distDir, url.pathname) });
    }
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  await context.close();
  const files = [...fetched].map(([file, { gz }]) => ({ file, gz }));
  const sum = (type: string) =>
    [...fetched.values()]
      .filter((entry) => entry.type === type)
      .reduce((total, entry) => total + entry.gz, 0);
  return { path: route, js_gz: sum('script'), css_gz: sum('stylesheet'), files };
}

/**
 * Loads /login signed out, then each signed-in route in its own fresh context, in the system Chromium, and
 * reports what they fetched. Files fetched by a signed-in route and not by /login are its route chunks.
 */
export async function measureWebSizes(
  baseUrl: string,
  distDir: string,
  userToken: string,
  adminToken: string,
): Promise<WebSizes> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    const login = await recordLoad(browser, baseUrl, distDir, '/login');
    const items = await recordLoad(browser, baseUrl, distDir, '/items', userToken);
    const others = [
      await recordLoad(browser, baseUrl, distDir, '/settings', userToken),
      await recordLoad(browser, baseUrl, distDir, '/admin', adminToken),
      await recordLoad(browser, baseUrl, distDir, '/signup'),
    ];
    const onLogin = new Set(login.files.map((entry) => entry.file));
    const later = new Map<string, { file: string; gz: number; first_seen_on: string }>();
    for (const load of [items, ...others]) {
      for (const entry of load.files) {
        if (!onLogin.has(entry.file) && !later.has(entry.file)) {
          later.set(entry.file, { ...entry, first_seen_on: load.path });
        }
      }
    }
    return { login, items, later_chunks: [...later.values()].sort((a, b) => b.gz - a.gz) };
  } finally {
    await browser.close();
  }
}
