import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from './app.js';
import { createAdmin, ensureAdminFromConfig, loadAndRegisterExamples, prepareMetadata } from './bootstrap.js';
import { loadConfig, type Config } from './config.js';
import { createContext, type AppContext } from './context.js';
import { exportCommand, importCommand } from './import-export/cli-commands.js';
import { createLogger } from './logger.js';
import { runChartDataJob } from './query/async-chart-data.js';
import { redisEventStore } from './query/async-events.js';
import { SQLLAB_QUEUE_NAME, startBullmqWorker } from './query/async-jobs.js';
import { pipelineDeps } from './query/pipeline.js';
import { chartDataDeps } from './services/chart/chart-data-deps.js';
import { revokeAllGuestTokens } from './services/embedded/guest-token-service.js';
import { startReportsOn } from './services/report/report-runtime.js';
import { RunningQueries } from './services/sqllab/sqllab-run.js';
import { sqlLabJobHandler } from './services/sqllab/sqllab-runtime.js';

const USAGE = `Usage: tessera <command> [options]

Commands:
  start           build the web app if missing, migrate, load examples on first run, serve on PORT
  migrate         bring the metadata store to the latest schema and re-sync built-in roles
  create-admin    --username U --password P [--first-name F --last-name L --email E]
  load-examples   build or refresh the examples DuckDB database and register its datasets
  worker          run the alerts & reports scheduler, and async chart-data jobs when REDIS_URL is set
  export          --type dashboard|chart|dataset|database|saved_query [--ids 1,2] --out file.zip
                  --type assets --out file.zip  (everything, as /api/v1/assets/export/)
  revoke-guest-tokens  every embedded dashboard guest token minted so far stops working
  import          --file file.zip [--overwrite] [--passwords '{"databases/x.yaml":"secret"}']
`;

const buildWebIfMissing = (config: Config): void => {
  if (existsSync(join(config.webDist, 'index.html'))) return;
  const webDir = dirname(config.webDist);
  process.stdout.write('Building the web app (first start only)...\n');
  const result = spawnSync(
    process.execPath,
    [join(webDir, '..', '..', 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('Building the web app failed');
};

const start = async (ctx: AppContext): Promise<void> => {
  buildWebIfMissing(ctx.config);
  await prepareMetadata(ctx);
  await ensureAdminFromConfig(ctx);
  const app = await buildApp(ctx);
  await app.listen({ port: ctx.config.port, host: ctx.config.host });
  // Without Redis (a laptop install) the web process runs the report scheduler itself.
  if (ctx.config.reports.inProcess) startReportsOn(ctx);
  // Examples load after the port opens so the setup page is reachable at once.
  if (ctx.config.loadExamples) {
    loadAndRegisterExamples(ctx).catch((err: unknown) => ctx.log.error({ err }, 'loading examples failed'));
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => ctx.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
};

/**
 * Runs the report scheduler (any number of workers: the tick lock runs each schedule once) and,
 * with Redis, consumes the BullMQ chart-data and SQL Lab queues.
 */
const worker = async (ctx: AppContext): Promise<void> => {
  await prepareMetadata(ctx);
  startReportsOn(ctx);
  const redis = ctx.redis;
  const deps = chartDataDeps(ctx);
  const events = redis ? redisEventStore(redis) : null;
  const consumer = redis && events ? startBullmqWorker(redis, (job) => runChartDataJob(ctx, deps, events, job)) : null;
  const sqlLabRun = { pipeline: pipelineDeps(ctx), db: ctx.meta.db, config: ctx.config, running: new RunningQueries() };
  const sqlLab = redis ? startBullmqWorker(redis, sqlLabJobHandler(ctx, sqlLabRun), 4, SQLLAB_QUEUE_NAME) : null;
  ctx.log.info({ chartDataJobs: consumer !== null, sqlLabJobs: sqlLab !== null }, 'worker started');
  const stop = () => {
    ctx.log.info('worker stopping');
    sqlLabRun.running.abortAll();
    Promise.resolve(consumer?.close())
      .then(() => sqlLab?.close())
      .then(() => events?.close())
      .then(() => ctx.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
};

const main = async (argv: string[]): Promise<void> => {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  const config = loadConfig();
  const ctx = createContext(config, createLogger(config.logLevel));
  if (command === 'start') return start(ctx);
  if (command === 'worker') return worker(ctx);
  try {
    if (command === 'migrate') await prepareMetadata(ctx);
    else if (command === 'create-admin') {
      const { values } = parseArgs({
        args: rest,
        options: {
          username: { type: 'string' },
          password: { type: 'string' },
          'first-name': { type: 'string' },
          'last-name': { type: 'string' },
          email: { type: 'string' },
        },
      });
      if (!values.username || !values.password) throw new Error('create-admin needs --username and --password');
      await prepareMetadata(ctx);
      const id = await createAdmin(ctx, {
        username: values.username,
        password: values.password,
        ...(values['first-name'] && { first_name: values['first-name'] }),
        ...(values['last-name'] && { last_name: values['last-name'] }),
        ...(values.email && { email: values.email }),
      });
      process.stdout.write(`Admin '${values.username}' created (id ${id})\n`);
    } else if (command === 'load-examples') {
      await prepareMetadata(ctx);
      await loadAndRegisterExamples(ctx);
    } else if (command === 'export' || command === 'import') {
      await prepareMetadata(ctx);
      const done = command === 'export' ? await exportCommand(ctx, rest) : await importCommand(ctx, rest);
      process.stdout.write(`${done}\n`);
    } else if (command === 'revoke-guest-tokens') {
      await prepareMetadata(ctx);
      const generation = await revokeAllGuestTokens(ctx.meta.db);
      process.stdout.write(`Guest tokens revoked (generation ${generation})\n`);
    } else {
      process.stderr.write(`Unknown command '${command}'\n\n${USAGE}`);
      process.exitCode = 2;
    }
  } finally {
    await ctx.close();
  }
};

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
