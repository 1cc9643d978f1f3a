import type {
  AvailableDatabase,
  Database,
  DatabaseCreate,
  DatabaseTestConnection,
  DatabaseUpdate,
  DatabaseValidateParameters,
} from '@tessera/core';
import { api } from '../../api/client';

const BASE = '/api/v1/database/';

interface SavedAnswer {
  id: number;
  result: Database;
}

interface MessageAnswer {
  message: string;
}

/** The database endpoints the connection modal calls. */
export const databaseConnectionApi = {
  available: async (signal?: AbortSignal): Promise<AvailableDatabase[]> =>
    (await api.get<{ databases: AvailableDatabase[] }>(`${BASE}available/`, signal)).databases,
  detail: async (id: number, signal?: AbortSignal): Promise<Database> =>
    (await api.get<SavedAnswer>(`${BASE}${id}`, signal)).result,
  create: (body: DatabaseCreate): Promise<SavedAnswer> => api.post<SavedAnswer>(BASE, body),
  update: (id: number, body: DatabaseUpdate): Promise<SavedAnswer> => api.put<SavedAnswer>(`${BASE}${id}`, body),
  /** Answers 'Connection looks good!' or fails with the server's reason. */
  testConnection: (body: DatabaseTestConnection): Promise<MessageAnswer> =>
    api.post<MessageAnswer>(`${BASE}test_connection/`, body),
  /** Fails with a 422 whose errors name the missing and invalid parameters. */
  validateParameters: (body: DatabaseValidateParameters): Promise<MessageAnswer> =>
    api.post<MessageAnswer>(`${BASE}validate_parameters/`, body),
};
