import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One boundary of eslint.config.js: a file, an import it must refuse and one it must accept. */
interface BoundaryCase {
  file: string;
  wrong: string;
  right: string;
}

const CASES: readonly BoundaryCase[] = [
  { file: 'packages/core/src/filters/probe.ts', wrong: '../../../server/src/app.js', right: '../chart/plugin' },
  { file: 'packages/core/src/filters/probe.ts', wrong: '@tessera/web', right: 'zod' },
  { file: 'packages/web/src/controls/probe/probe.ts', wrong: '../../charts/registry', right: '../../ui/probe' },
  { file: 'packages/web/src/controls/probe.tsx', wrong: '../features/explore/state/store', right: './types' },
  { file: 'packages/web/src/charts/pie/probe.ts', wrong: '../../features/explore/state/store', right: '../types' },
  { file: 'packages/web/src/charts/probe.ts', wrong: '../app/router', right: '../api/client' },
  { file: 'packages/web/src/charts/table/probe.ts', wrong: '../../pages/explore/explore-page', right: '@tessera/core' },
  {
    file: 'packages/web/src/charts/table/probe.ts',
    wrong: '../../controls/column-config/index',
    right: '../shared-controls',
  },
  { file: 'packages/web/src/pages/login/probe.tsx', wrong: '../../app/router', right: '../../routing/paths' },
  {
    file: 'packages/web/src/features/dashboard/native-filters/probe.test.tsx',
    wrong: '../../../app/providers',
    right: '../../../session/current-user',
  },
  // The server's layers (architecture/layers.js), top down: each refuses a layer above and accepts its own or lower.
  { file: 'packages/server/src/app.ts', wrong: './cli.js', right: './routes/register-routes.js' },
  { file: 'packages/server/src/bootstrap.ts', wrong: './cli.js', right: './examples/load-examples.js' },
  { file: 'packages/server/src/routes/probe.ts', wrong: '../app.js', right: '../services/chart/chart-service.js' },
  {
    file: 'packages/server/src/import-export/probe.ts',
    wrong: '../routes/charts.js',
    right: '../examples/load-examples.js',
  },
  { file: 'packages/server/src/examples/probe.ts', wrong: '../bootstrap.js', right: '../import-export/zip.js' },
  {
    file: 'packages/server/src/services/chart/probe.ts',
    wrong: '../../routes/charts.js',
    right: '../../http/http-error.js',
  },
  {
    file: 'packages/server/src/services/report/probe.ts',
    wrong: '../../import-export/zip.js',
    right: '../../query/sql-access.js',
  },
  { file: 'packages/server/src/query/probe.ts', wrong: '../services/chart/x.js', right: '../context.js' },
  {
    file: 'packages/server/src/query/post-processing/probe.ts',
    wrong: '../../examples/load-examples.js',
    right: '../../engines/types.js',
  },
  {
    file: 'packages/server/src/context.ts',
    wrong: './services/chart/chart-service.js',
    right: './engines/connection-manager.js',
  },
  { file: 'packages/server/src/context.ts', wrong: './routes/types.js', right: './auth/session-store.js' },
  // A named exception lets exactly its own import through.
  { file: 'packages/server/src/context.ts', wrong: './query/chart-data-service.js', right: './query/query-cache.js' },
  { file: 'packages/server/src/engines/probe.ts', wrong: '../context.js', right: '../auth/secrets.js' },
  { file: 'packages/server/src/renderer/probe.ts', wrong: '../query/execute.js', right: '../engines/types.js' },
  { file: 'packages/server/src/auth/probe.ts', wrong: '../renderer/renderer.js', right: '../db/schema.js' },
  { file: 'packages/server/src/http/probe.ts', wrong: '../auth/caller.js', right: '../db/schema.js' },
  { file: 'packages/server/src/db/migrations/probe.ts', wrong: '../../services/x.js', right: '../helpers.js' },
  { file: 'packages/server/src/config.ts', wrong: './db/connect.js', right: './logger.js' },
  { file: 'packages/server/src/lib/probe.ts', wrong: '../http/http-error.js', right: './ttl-memo.js' },
];

const probe = (specifier: string): string => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('folder boundaries in eslint.config.js', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  const restricted = async (file: string, specifier: string): Promise<string[]> => {
    const [result] = await eslint.lintText(probe(specifier), { filePath: `${root}${file}` });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it.each(CASES)('$file refuses $wrong and accepts $right', async ({ file, wrong, right }) => {
    expect(await restricted(file, wrong)).toHaveLength(1);
    expect(await restricted(file, right)).toEqual([]);
  });
});
