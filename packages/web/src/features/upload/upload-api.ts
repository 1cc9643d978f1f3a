import {
  encodeRisonUri,
  type DatabaseListItem,
  type UploadAnswer,
  type UploadMetadataAnswer,
  type UploadType,
} from '@tessera/core';
import { api, apiUpload } from '../../api/client';
import type { ListResponse } from '../../api/resources';

/** Superset's upload modal lists databases through the `upload_is_enabled` filter. */
export const uploadDatabasesPath = (): string =>
  `/api/v1/database/?q=${encodeRisonUri({
    filters: [{ col: 'allow_file_upload', opr: 'upload_is_enabled', value: true }],
    order_column: 'database_name',
    order_direction: 'asc',
    page_size: 100,
  })}`;

/** The calls of the upload modal, with Superset's paths and payloads. */
export const uploadApi = {
  databases: (signal?: AbortSignal) => api.get<ListResponse<DatabaseListItem>>(uploadDatabasesPath(), signal),
  schemas: (databaseId: number, signal?: AbortSignal) =>
    api.get<{ result: string[] }>(`/api/v1/database/${databaseId}/schemas/`, signal),
  metadata: (type: UploadType, file: File, delimiter: string, headerRow: number) => {
    const form = new FormData();
    form.append('type', type);
    form.append('file', file, file.name);
    form.append('delimiter', delimiter);
    form.append('header_row', String(headerRow));
    return apiUpload<UploadMetadataAnswer>('/api/v1/database/upload_metadata/', form);
  },
  upload: (databaseId: number, form: FormData) =>
    apiUpload<UploadAnswer>(`/api/v1/database/${databaseId}/upload/`, form),
};
