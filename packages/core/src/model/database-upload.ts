import { z } from 'zod';

/** Superset's UploadFileType: the reader the upload form asks for. */
export const UPLOAD_TYPES = ['csv', 'excel', 'columnar'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/**
 * Superset's CSV_EXTENSIONS, EXCEL_EXTENSIONS and COLUMNAR_EXTENSIONS (ALLOWED_EXTENSIONS is their
 * union); a ZIP holds Parquet files. The server refuses other names and the modal's file picker
 * offers only these (Superset's checkUploadExtensions).
 */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadType, readonly string[]>> = {
  csv: ['csv', 'tsv', 'txt'],
  excel: ['xls', 'xlsx'],
  columnar: ['parquet', 'zip'],
};

/** The file name's extension, lower-cased ('' when it has none). */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** Superset's checkUploadExtensions: may a file of this name be uploaded as `type`? */
export const checkUploadExtension = (type: UploadType, fileName: string): boolean =>
  UPLOAD_EXTENSIONS[type].includes(fileExtension(fileName));

export const UPLOAD_ALREADY_EXISTS = ['fail', 'replace', 'append'] as const;
export type UploadAlreadyExists = (typeof UPLOAD_ALREADY_EXISTS)[number];

/** Form fields arrive as text: Superset's Boolean field reads true/false and 1/0. */
const formBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
const formInt = (min: number) => z.coerce.number().int().min(min).max(2_147_483_647);
/** Superset's DelimitedListField: a comma-separated list in one form field. */
const formList = z
  .string()
  .max(65536)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  )
  .optional();
const name = z.string().trim().min(1).max(250);

/** pandas dtype names Superset's column_data_types accepts, mapped to SQL type families. */
export const UPLOAD_COLUMN_TYPES = ['int64', 'float64', 'str', 'string', 'object', 'bool', 'datetime64[ns]'] as const;
export type UploadColumnType = (typeof UPLOAD_COLUMN_TYPES)[number];

const columnDataTypes = z
  .string()
  .max(65536)
  .transform((v, ctx) => {
    try {
      const parsed: unknown = v.trim() === '' ? {} : JSON.parse(v);
      const r = z.record(z.string(), z.enum(UPLOAD_COLUMN_TYPES)).safeParse(parsed);
      if (r.success) return r.data;
      ctx.addIssue({
        code: 'custom',
        message: `expects a JSON object of column to one of ${UPLOAD_COLUMN_TYPES.join(', ')}`,
      });
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
    }
    return z.NEVER;
  })
  .optional();

/** The reading options shared by `upload/` and `upload_metadata/` (Superset's UploadFileMetadataPostSchema). */
export const UploadMetadataFormSchema = z.object({
  type: z.enum(UPLOAD_TYPES),
  delimiter: z.string().min(1).max(2).default(','),
  header_row: formInt(0).default(0),
});
export type UploadMetadataForm = z.output<typeof UploadMetadataFormSchema>;

/** `POST /api/v1/database/{pk}/upload/`'s text fields (Superset's UploadPostSchema); the file comes apart. */
export const UploadFormSchema = UploadMetadataFormSchema.extend({
  table_name: name,
  schema: name.optional(),
  already_exists: z.enum(UPLOAD_ALREADY_EXISTS).default('fail'),
  skip_rows: formInt(0).default(0),
  rows_to_read: formInt(1).optional(),
  column_dates: formList,
  columns_read: formList,
  index_column: name.optional(),
  dataframe_index: formBoolean,
  index_label: name.optional(),
  decimal_character: z.string().length(1).default('.'),
  null_values: formList,
  skip_blank_lines: formBoolean,
  skip_initial_space: formBoolean,
  day_first: formBoolean,
  column_data_types: columnDataTypes,
  sheet_name: name.optional(),
});
export type UploadForm = z.output<typeof UploadFormSchema>;

/** Superset answers `{message: 'OK'}` (201); Tessera adds the dataset the upload created or reused. */
export const UploadAnswerSchema = z.object({
  message: z.string(),
  result: z.object({ dataset_id: z.number().int(), table_name: z.string(), schema: z.string().nullable() }),
});
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;

/** Superset's FileMetadata: one item per sheet (Excel) or one for the file; `sheet_name` null otherwise. */
export const UploadMetadataAnswerSchema = z.object({
  result: z.object({
    items: z.array(z.object({ sheet_name: z.string().nullable(), column_names: z.array(z.string()) })),
  }),
});
export type UploadMetadataAnswer = z.infer<typeof UploadMetadataAnswerSchema>;

/**
 * Superset's schema_allows_file_upload: the database must allow uploads, and when its `extra` lists
 * `schemas_allowed_for_file_upload`, the target schema must be one of them (an empty list allows all).
 */
export const schemaAllowsFileUpload = (
  database: { allow_file_upload: boolean; extra: string },
  schema: string | null,
): boolean => {
  if (!database.allow_file_upload) return false;
  const allowed = schemasAllowedForFileUpload(database.extra);
  return allowed.length === 0 || (schema !== null && allowed.includes(schema));
};

/** The `schemas_allowed_for_file_upload` list in a database's `extra` JSON (empty when absent or malformed). */
export const schemasAllowedForFileUpload = (extra: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(extra);
    const r = z.object({ schemas_allowed_for_file_upload: z.array(z.string()) }).safeParse(parsed);
    return r.success ? r.data.schemas_allowed_for_file_upload : [];
  } catch {
    return [];
  }
};
