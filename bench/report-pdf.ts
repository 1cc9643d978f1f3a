import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebApp } from '../e2e/support/web-app.js';
import { loadAndRegisterExamples } from '../packages/server/src/bootstrap.js';
import { executorToken } from '../packages/server/src/services/report/report-content.js';
import { signedInAdmin } from '../packages/server/test-support/fixtures.js';
import type { BenchRow } from './chart-data.js';
import { seedBenchDashboard } from './dashboard-seed.js';

const BUDGET_S = 20;
/** The renderer's page width in CSS px; Chromium prints 0.75 pt per px. */
const PT_PER_PX = 0.75;

interface Placed {
  name: string;
  heightPx: number;
}

/** Words of each page with their top edge, from `pdftotext -bbox`. */
const pdfPages = (file: string) =>
  [
    ...execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }).matchAll(
      /<page width="[\d.]+" height="([\d.]+)">([\s\S]*?)<\/page>/g,
    ),
  ].map((p) => ({
    height: Number(p[1]),
    words: [...(p[2] ?? '').matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((w) => ({
      y: Number(w[1]),
      text: (w[2] ?? '').replace(/&amp;/g, '&'),
    })),
  }));

/** Where a chart's title starts (page, top), matching its words in order. */
const findTitle = (pages: ReturnType<typeof pdfPages>, title: string) => {
  const words = title.split(/\s+/);
  const hits: { page: number; y: number; height: number }[] = [];
  pages.forEach((p, page) => {
    for (let i = 0; i + words.length <= p.words.length; i += 1)
      if (words.every((w, k) => p.words[i + k]?.text === w))
        hits.push({ page, y: p.words[i]?.y ?? 0, height: p.height });
  });
  return hits;
};

/**
 * 'Export to PDF' of the 50-chart bench dashboard through the download endpoint: the time, the
 * page count, and for every chart that its title is printed and its whole box fits on that page.
 */
export const benchReportPdf = async (): Promise<BenchRow[]> => {
  const t = await startWebApp();
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-pdf-'));
  try {
    await loadAndRegisterExamples(t.ctx);
    const admin = await signedInAdmin(t);
    const list = await admin.get<{ result: { id: number; table_name: string }[] }>(
      '/api/v1/dataset/?q=(page_size:100)',
    );
    const id = await seedBenchDashboard(admin, new Map(list.body.result.map((d) => [d.table_name, d.id] as const)));
    const detail = await admin.get<{ result: { position_json: string } }>(`/api/v1/dashboard/${id}`);
    const charts = await admin.get<{ result: { id: number; slice_name: string }[] }>(`/api/v1/dashboard/${id}/charts`);
    const names = new Map(charts.body.result.map((c) => [c.id, c.slice_name] as const));
    const layout = JSON.parse(detail.body.result.position_json) as Record<
      string,
      { type?: string; meta?: { chartId?: number; height?: number } }
    >;
    const placed: Placed[] = Object.values(layout)
      .filter((n) => n.type === 'CHART')
      .map((n) => ({ name: names.get(n.meta?.chartId ?? 0) ?? '', heightPx: (n.meta?.height ?? 50) * 8 }));
    const me = await admin.get<{ result: { id: number } }>('/api/v1/me/');
    const token = executorToken(t.ctx.keys.jwt, me.body.result.id);
    const started = performance.now();
    const res = await fetch(`${t.url}/api/v1/dashboard/${id}/download/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'pdf' }),
    });
    const pdf = Buffer.from(await res.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    if (!res.ok) throw new Error(`download: ${res.status} ${pdf.toString().slice(0, 300)}`);
    const file = join(dir, 'bench.pdf');
    writeFileSync(file, pdf);
    const pageCount = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    const pages = pdfPages(file);
    const whole = placed.filter((c) => {
      const hits = findTitle(pages, c.name);
      const hit = hits[0];
      return hits.length === 1 && hit !== undefined && hit.y + c.heightPx * PT_PER_PX - 16 <= hit.height;
    });
    return [
      {
        benchmark: 'Export to PDF, 50-chart dashboard',
        value: Math.round(seconds * 10) / 10,
        unit: 's',
        budget: BUDGET_S,
        within_budget: seconds < BUDGET_S,
        detail: `${pageCount} pages, ${whole.length}/${placed.length} charts printed whole`,
      },
    ];
  } finally {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
