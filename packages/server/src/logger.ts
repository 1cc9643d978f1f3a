import pino, { type DestinationStream, type Logger } from 'pino';

/** Every path that could carry a secret is redacted before a line is written. */
export const REDACT_PATHS = [
  'password',
  '*.password',
  '*.*.password',
  'sqlalchemy_uri',
  '*.sqlalchemy_uri',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
];

export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, destination);
