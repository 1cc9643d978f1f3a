import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_CSP, cspHeader } from '../http/security-headers.js';
import { createLogger } from '../logger.js';
import { chromiumRenderer } from './chromium-renderer.js';
import type { Renderer } from './renderer.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const log = createLogger('silent');

/** A page shaped like the standalone explore chart: settled once its status says rendered. */
const PAGE = `<!doctype html><html><body>
<div data-testid="explore-chart" data-chart-status="loading" style="width:400px;height:300px;background:#36c"></div>
<script>setTimeout(() => document.querySelector('[data-testid=explore-chart]').setAttribute('data-chart-status', 'rendered'), 200)</script>
</body></html>`;

/** The same page served as the app serves its own: the strict CSP (no inline script, no eval). */
const STRICT_PAGE = `<!doctype html><html><body>
<div data-testid="explore-chart" data-chart-status="loading" style="width:400px;height:300px;background:#36c"></div>
<script src="/strict.js"></script>
</body></html>`;
const STRICT_SCRIPT = `setTimeout(() => document.querySelector('[data-testid=explore-chart]').setAttribute('data-chart-status', 'rendered'), 200);`;

/** A hydrated dashboard with one chart drawn and two that never settle (issue D 9's stuck 'loading'). */
const STUCK_PAGE = `<!doctype html><html><body>
<div data-testid="dashboard-page" data-dashboard-status="hydrated">
<div data-testid="dashboard-chart-101" data-chart-status="rendered" style="height:100px"></div>
<div data-testid="dashboard-chart-102" data-chart-status="loading" style="height:100px"></div>
<div data-testid="dashboard-chart-103" data-chart-status="idle" style="height:100px"></div>
</div></body></html>`;

describe('chromium renderer', () => {
  it('fails with a clear message when Chromium is missing', async () => {
    const renderer = chromiumRenderer({ executablePath: '/nowhere/chromium', poolSize: 1, log });
    await expect(
      renderer.render({ url: 'http://127.0.0.1:1/', token: 't', format: 'png', width: 800, timeoutMs: 1000 }),
    ).rejects.toThrow('Rendering failed: Chromium is not installed at /nowhere/chromium');
  });

  describe.runIf(existsSync(CHROMIUM))('with Debian Chromium', () => {
    let server: Server;
    let url: string;
    let renderer: Renderer;
    const seenAuth: string[] = [];

    beforeAll(async () => {
      server = createServer((req, res) => {
        seenAuth.push(req.headers.authorization ?? '');
        if (req.url === '/strict.js') {
          res.writeHead(200, { 'content-type': 'text/javascript' }).end(STRICT_SCRIPT);
          return;
        }
        const strict = req.url === '/strict';
        res
          .writeHead(200, {
            'content-type': 'text/html',
            ...(strict && { 'content-security-policy': cspHeader(BASE_CSP, {}) }),
          })
          .end(strict ? STRICT_PAGE : req.url === '/stuck' ? STUCK_PAGE : PAGE);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      renderer = chromiumRenderer({ executablePath: CHROMIUM, poolSize: 2, log });
    });
    afterAll(async () => {
      await renderer?.close();
      await new Promise((r) => server?.close(r));
    });

    it('renders PNG and PDF once the chart settles, sending the token, several at once', async () => {
      const shots = await Promise.all(
        ['png', 'pdf', 'png'].map((format) =>
          renderer.render({ url, token: 'abc', format: format as 'png' | 'pdf', width: 800, timeoutMs: 20_000 }),
        ),
      );
      expect(shots.map((b) => b.subarray(0, 4).toString('latin1'))).toEqual(['\x89PNG', '%PDF', '\x89PNG']);
      expect(seenAuth.every((h) => h === 'Bearer abc')).toBe(true);
    }, 60_000);

    it("renders a page served under the app's strict CSP (its readiness probes are not the page's scripts)", async () => {
      const png = await renderer.render({
        url: `${url}strict`,
        token: 'abc',
        format: 'png',
        width: 800,
        timeoutMs: 20_000,
      });
      expect(png.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    }, 60_000);

    it('names the chart slots still pending, with their status, when it times out (issue D 9)', async () => {
      const failure = await renderer
        .render({ url: `${url}stuck`, token: 'abc', format: 'png', width: 800, timeoutMs: 1500 })
        .then(
          () => null,
          (err: unknown) => (err instanceof Error ? err.message : String(err)),
        );
      expect(failure).toBe(
        `Rendering failed: Rendering timed out after 1.5 s waiting for dashboard-chart-102 loading, dashboard-chart-103 idle (${url}stuck)`,
      );
    }, 60_000);

    it('reports a crashed page as an error and renders again next time', async () => {
      await expect(
        renderer.render({ url: 'chrome://crash', token: 'abc', format: 'png', width: 800, timeoutMs: 10_000 }),
      ).rejects.toThrow(/^Rendering failed: /);
      const again = await renderer.render({ url, token: 'abc', format: 'png', width: 800, timeoutMs: 20_000 });
      expect(again.subarray(1, 4).toString()).toBe('PNG');
    }, 60_000);

    it('relaunches the browser after it went away', async () => {
      await renderer.close();
      const again = await renderer.render({ url, token: 'abc', format: 'png', width: 800, timeoutMs: 20_000 });
      expect(again.subarray(1, 4).toString()).toBe('PNG');
    }, 60_000);
  });
});
