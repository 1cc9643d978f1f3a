import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
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
import { startOpsServer } from './ops-server.js';
import { pipelineDeps } from './query/pipeline.js';
import { chartDataDeps } from './services/chart/chart-data-deps.js';
import { revokeAllGuestTokens } from './services/embedded/guest-token-service.js';
import { startReportsOn } from './services/report/report-runtime.js';
import { RunningQueries } from './services/sqllab/sqllab-run.js';
import { sqlLabJobHandler } from './services/sqllab/sqllab-runtime.js';

const USAGE = `Usage: tessera <command> [options]

Commands:
  start           build the web app if missing, migrate, load examples on first run, serve on PORT
                  [--workers N]  N web processes on the port (node:cluster; default 1)
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

/**
 * SIGTERM: stop accepting (Fastify answers 503 to requests that still arrive and closes idle
 * keep-alive connections), let in-flight requests finish for up to SHUTDOWN_GRACE_MS (25 s by
 * default, inside Kubernetes' 30 s terminationGracePeriodSeconds), then close the pools.
 */
const onShutdown = (ctx: AppContext, stop: () => Promise<void>): void => {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.log.info({ signal, graceMs: ctx.config.ops.shutdownGraceMs }, 'shutting down');
    const force = setTimeout(() => {
      ctx.log.warn('requests still running at the end of the grace period; exiting');
      process.exit(1);
    }, ctx.config.ops.shutdownGraceMs);
    force.unref();
    stop()
      .then(() => ctx.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        ctx.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
};

/** One web process: migrate (under the start-up lock), serve, and load examples after the port opens. */
const serve = async (ctx: AppContext, loadExamples: boolean): Promise<void> => {
  await prepareMetadata(ctx);
  await ensureAdminFromConfig(ctx);
  const app = await buildApp(ctx);
  await app.listen({ port: ctx.config.port, host: ctx.config.host });
  const ops = await startOpsServer(ctx);
  // Without Redis (a laptop install) the web process runs the report scheduler itself.
  if (ctx.config.reports.inProcess) startReportsOn(ctx);
  // Examples load after the port opens so the setup page is reachable at once.
  if (loadExamples) {
    loadAndRegisterExamples(ctx).catch((err: unknown) => ctx.log.error({ err }, 'loading examples failed'));
  }
  onShutdown(ctx, async () => {
    await Promise.all([app.close(), ops?.close()]);
  });
};

/**
 * `tessera start --workers N`: N web processes on one port through node:cluster (the primary
 * accepts and hands connections round-robin). The primary builds the web app, migrates and loads
 * the examples once before forking (DuckDB locks its file per process), relays SIGTERM to the
 * processes and replaces one that dies unasked.
 */
const start = async (ctx: AppContext, args: string[]): Promise<void> => {
  const { values } = parseArgs({ args, options: { workers: { type: 'string', default: '1' } } });
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`--workers must be a whole number ≥ 1, got '${values.workers}'`);
  if (cluster.isWorker) return serve(ctx, false);
  buildWebIfMissing(ctx.config);
  if (workers === 1) return serve(ctx, ctx.config.loadExamples);
  await prepareMetadata(ctx);
  await ensureAdminFromConfig(ctx);
  if (ctx.config.loadExamples)
    await loadAndRegisterExamples(ctx).catch((err: unknown) => ctx.log.error({ err }, 'loading examples failed'));
  await ctx.close();
  let stopping = false;
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    ctx.log.warn({ pid: worker.process.pid, code, signal }, 'web process died; starting another');
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
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
  const ops = await startOpsServer(ctx);
  ctx.log.info({ chartDataJobs: consumer !== null, sqlLabJobs: sqlLab !== null }, 'worker started');
  // Running jobs finish within the grace period; BullMQ hands unfinished ones to another worker.
  onShutdown(ctx, async () => {
    sqlLabRun.running.abortAll();
    await consumer?.close();
    await sqlLab?.close();
    await events?.close();
    await ops?.close();
  });
};

const main = async (argv: string[]): Promise<void> => {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  const config = loadConfig();
  const ctx = createContext(config, createLogger(config.logLevel));
  if (command === 'start') return start(ctx, rest);
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
