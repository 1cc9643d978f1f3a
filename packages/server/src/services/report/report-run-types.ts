import type {
  ReportExtra,
  ReportFormat,
  ReportRecipientConfig,
  ReportRecipientType,
  ReportState,
  ReportType,
  ReportValidatorConfig,
  ReportValidatorType,
} from '@tessera/core';

/** A schedule as one run needs it: JSON columns parsed, owners with their addresses. */
export interface ScheduleForRun {
  id: number;
  type: ReportType;
  name: string;
  description: string | null;
  crontab: string;
  timezone: string;
  chartId: number | null;
  dashboardId: number | null;
  databaseId: number | null;
  sql: string | null;
  validatorType: ReportValidatorType | null;
  validatorConfig: ReportValidatorConfig;
  format: ReportFormat;
  customWidth: number | null;
  workingTimeout: number;
  gracePeriod: number;
  logRetention: number;
  lastState: ReportState;
  lastEvalIso: string | null;
  extra: ReportExtra;
  recipients: { type: ReportRecipientType; config: ReportRecipientConfig }[];
  owners: { id: number; email: string }[];
  /** Whose permissions the run uses (Superset's executor: the last modifier or creator if an owner, else the first owner). */
  executorId: number | null;
}

/** What a run delivers: files (PNG shown inline), or a table for TEXT, and the link back. */
export interface ReportContent {
  files: { filename: string; content: Buffer; contentType: string; inline: boolean }[];
  tableHtml: string | null;
  tableText: string | null;
  url: string;
}

export interface ContentSource {
  build(schedule: ScheduleForRun): Promise<ReportContent>;
}
