import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../../http/http-error.js';

/** The uploaded file on disk (never held in memory) and the form's text fields. */
export interface ReceivedUpload {
  /** The file's path in a private temporary folder, or null when the form had no `file` part. */
  filePath: string | null;
  fileName: string;
  fields: Record<string, string>;
  /** The temporary folder, removed by `discard`. */
  dir: string;
  discard(): Promise<void>;
}

const fileError = (reason: string): HttpError => badRequest(`file: ${reason}`, 'file');

/**
 * Streams the multipart form's `file` part to a temporary file, as Superset's upload stores the
 * FileStorage before reading it: a large CSV never sits in memory. Past UPLOAD_LIMIT_BYTES the
 * answer is 413 naming `file`; a malformed form is 400.
 */
export const receiveUpload = async (req: FastifyRequest): Promise<ReceivedUpload> => {
  if (!req.isMultipart()) throw fileError('a file is required (multipart/form-data)');
  const dir = await mkdtemp(join(tmpdir(), 'tessera-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let filePath: string | null = null;
  let fileName = '';
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || filePath !== null) {
          part.file.resume();
          continue;
        }
        fileName = basename(part.filename || 'upload');
        filePath = join(dir, `upload-${fileName.replace(/[^\w.-]/g, '_')}`);
        await pipeline(part.file, createWriteStream(filePath));
        if (part.file.truncated)
          throw new HttpError(413, 'file: the file is larger than the upload limit', 'VALIDATION_ERROR', {
            field: 'file',
          });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    await discard();
    if (err instanceof HttpError) throw err;
    const status = typeof err === 'object' && err !== null && 'statusCode' in err ? err.statusCode : undefined;
    const message = err instanceof Error ? err.message : String(err);
    if (status === 413) throw new HttpError(413, `file: ${message}`, 'VALIDATION_ERROR', { field: 'file' });
    throw fileError(`the multipart/form-data body could not be read (${message})`);
  }
  return { filePath, fileName, fields, dir, discard };
};
