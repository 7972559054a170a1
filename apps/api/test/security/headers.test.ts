import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createWebDist } from '../support/web-dist.ts';

let t: TestApp;
let web: Awaited<ReturnType<typeof createWebDist>>;
beforeAll(async () => {
  web = await createWebDist();
  t = await createTestApp({ env: { WEB_DIST_DIR: web.dir } });
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers', () => {
  it('item 24: HTML pages (the web app and /docs) have a strict Content-Security-Policy', async () => {
    for (const url of ['/', '/items', '/reset-password?token=abc', '/docs/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const policy = directives(String(response.headers['content-security-policy']));
      const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
      expect(scripts.length, url).toBeGreaterThan(0);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('item 24: every answer has nosniff, and API answers have Cache-Control: no-store', async () => {
    const user = await createSignedInUser(t);
    const api = [
      await get('/api/v1/users/me', user.headers),
      await get('/api/v1/users/me'),
      await get('/api/v1/items/not-a-uuid', user.headers),
      await get('/api/v1/nothing-here'),
      await get('/api/v1/utils/health-check/'),
      await get('/api/v1/openapi.json'),
    ];
    for (const response of api) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('item 15: the reset page is served with Referrer-Policy: no-referrer, and its token stays out of the log', async () => {
    const token = 'reset-token-that-must-not-leak';
    const page = await get(`/reset-password?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await get('/api/v1/utils/health-check/')).headers['referrer-policy']).toBe('no-referrer');
    expect(t.logs.text()).not.toContain(token);
  });
});

describe('CORS', () => {
  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/users/me',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
  const simple = (app: TestApp, origin: string) =>
    app.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/', headers: { origin } });

  it('item 25: by default no origin is allowed, for preflight and simple requests', async () => {
    for (const response of [
      await preflight(t, 'https://evil.example'),
      await simple(t, 'https://evil.example'),
    ]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('item 25: only the configured origins are answered', async () => {
    const configured = await createTestApp({
      env: { BACKEND_CORS_ORIGINS: 'https://app.example, https://admin.example' },
    });
    try {
      for (const origin of ['https://app.example', 'https://admin.example']) {
        expect((await preflight(configured, origin)).headers['access-control-allow-origin']).toBe(origin);
        expect((await simple(configured, origin)).headers['access-control-allow-origin']).toBe(origin);
      }
      for (const origin of ['https://evil.example', 'https://app.example.evil.example', 'null']) {
        expect((await preflight(configured, origin)).headers['access-control-allow-origin']).toBeUndefined();
        expect((await simple(configured, origin)).headers['access-control-allow-origin']).toBeUndefined();
      }
    } finally {
      await configured.close();
    }
  });
});
