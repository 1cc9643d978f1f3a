import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { createLogger } from '../src/logger.js';
import type { AlertQuery } from '../src/services/report/alert-query.js';
import { smtpMailer } from '../src/services/report/delivery/email.js';
import { httpWebhook } from '../src/services/report/delivery/webhook.js';
import type { ReportRuntime } from '../src/services/report/report-executor.js';
import type { ContentSource } from '../src/services/report/report-run-types.js';
import { dbTickLock } from '../src/services/report/tick-lock.js';

/** A CSV the scheduler tests deliver: what they check is when runs happen, not the rendering. */
export const fixedCsvContent = (builds: number[] = []): ContentSource => ({
  build: async (s) => {
    builds.push(s.id);
    return {
      files: [
        { filename: `${s.name}.csv`, content: Buffer.from('a,b\n1,2\n'), contentType: 'text/csv', inline: false },
      ],
      tableHtml: null,
      tableText: null,
      url: 'http://tessera.test/tessera/dashboard/1/',
    };
  },
});

/** A runtime over the test app's store, an injectable clock, mail to `smtpPort`, no waiting between webhook retries. */
export const testReportRuntime = (
  db: Kysely<DB>,
  opts: { smtpPort: number; clock: { now: Date }; alerts: AlertQuery; content?: ContentSource; worker?: string },
): ReportRuntime => ({
  db,
  now: () => opts.clock.now,
  lock: dbTickLock(db, opts.worker ?? 'test', () => opts.clock.now),
  content: opts.content ?? fixedCsvContent(),
  alerts: opts.alerts,
  mailer: smtpMailer({
    smtp: { host: '127.0.0.1', port: opts.smtpPort, user: null, password: null, starttls: false, ssl: false },
    emailFrom: 'reports@tessera.test',
  }),
  webhook: httpWebhook({ sleep: async () => undefined }),
  baseUrl: 'http://tessera.test',
  log: createLogger('silent'),
});
