import type {
  ActionLogItem,
  ActionLogQuery,
  Dataset,
  ListQuery,
  Me,
  MeRoles,
  PermissionPair,
  PermissionView,
  Role,
  RoleCreate,
  SetupRequest,
  SetupStatus,
  User,
  UserCreate,
  UserUpdate,
} from '@tessera/core';
import { encodeRisonUri } from '@tessera/core';
import { api, clearCsrfToken } from './client';

export interface ItemResponse<T> {
  result: T;
}

export interface ListResponse<T> {
  result: T[];
  count: number;
  ids?: number[];
}

/** Rows asked for per page when a page needs every row; Superset's client uses 100 too. */
export const FETCH_ALL_PAGE_SIZE = 100;

/** The paging part of a list endpoint's rison `q`. */
export type PageQuery = Pick<ListQuery, 'page' | 'page_size'>;

/** Upper bound on pages fetched by fetchAll, so a wrong `count` cannot loop for ever. */
const MAX_PAGES = 50;

export const listPath = (path: string, query: PageQuery): string => `${path}?q=${encodeRisonUri({ ...query })}`;

export const fetchPage = <T>(path: string, query: PageQuery, signal?: AbortSignal): Promise<ListResponse<T>> =>
  api.get<ListResponse<T>>(listPath(path, query), signal);

/** Every row of a list endpoint, page by page (for client-side search and pickers). */
export const fetchAll = async <T>(path: string, signal?: AbortSignal): Promise<ListResponse<T>> => {
  const rows: T[] = [];
  let count = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await fetchPage<T>(path, { page, page_size: FETCH_ALL_PAGE_SIZE }, signal);
    rows.push(...answer.result);
    count = answer.count;
    if (answer.result.length < FETCH_ALL_PAGE_SIZE || rows.length >= count) break;
  }
  return { result: rows, count };
};

export const PATHS = {
  login: '/login/',
  logout: '/api/v1/security/logout',
  setupStatus: '/api/v1/setup/status',
  setup: '/api/v1/setup/',
  meRoles: '/api/v1/me/roles/',
  datasets: '/api/v1/dataset/',
  users: '/api/v1/security/users/',
  roles: '/api/v1/security/roles/',
  permissions: '/api/v1/security/permissions/',
  actionLog: '/api/v1/log/',
} as const;

export interface Credentials {
  username: string;
  password: string;
}

export const authApi = {
  setupStatus: (signal?: AbortSignal) =>
    api.get<ItemResponse<SetupStatus> | SetupStatus>(PATHS.setupStatus, signal).then(unwrapSetupStatus),
  login: async (credentials: Credentials): Promise<Me> => {
    const answer = await api.postSessionStart<ItemResponse<Me>>(PATHS.login, credentials);
    clearCsrfToken();
    return answer.result;
  },
  setup: async (request: SetupRequest): Promise<Me> => {
    const answer = await api.postSessionStart<ItemResponse<Me>>(PATHS.setup, request);
    clearCsrfToken();
    return answer.result;
  },
  logout: async (): Promise<void> => {
    try {
      await api.post<unknown>(PATHS.logout);
    } finally {
      clearCsrfToken();
    }
  },
  meRoles: (signal?: AbortSignal) => api.get<ItemResponse<MeRoles>>(PATHS.meRoles, signal).then((a) => a.result),
};

/** The status endpoint may answer `{needs_setup}` bare or wrapped in `{result}`; both are read. */
function unwrapSetupStatus(answer: ItemResponse<SetupStatus> | SetupStatus): SetupStatus {
  return 'result' in answer ? answer.result : answer;
}

export const datasetApi = {
  page: (query: PageQuery, signal?: AbortSignal) => fetchPage<Dataset>(PATHS.datasets, query, signal),
  all: (signal?: AbortSignal) => fetchAll<Dataset>(PATHS.datasets, signal),
};

export const userApi = {
  all: (signal?: AbortSignal) => fetchAll<User>(PATHS.users, signal),
  create: (user: UserCreate) => api.post<ItemResponse<User>>(PATHS.users, user).then((a) => a.result),
  update: (id: number, changes: UserUpdate) =>
    api.put<ItemResponse<User>>(`${PATHS.users}${id}`, changes).then((a) => a.result),
};

export const roleApi = {
  all: (signal?: AbortSignal) => fetchAll<Role>(PATHS.roles, signal),
  create: (role: RoleCreate) => api.post<ItemResponse<Role>>(PATHS.roles, role).then((a) => a.result),
  rename: (id: number, role: RoleCreate) =>
    api.put<ItemResponse<Role>>(`${PATHS.roles}${id}`, role).then((a) => a.result),
  remove: (id: number) => api.delete<unknown>(`${PATHS.roles}${id}`),
  setPermissions: (id: number, permissions: PermissionPair[]) =>
    api.put<unknown>(`${PATHS.roles}${id}/permissions`, { permissions }),
};

export const permissionApi = {
  all: (signal?: AbortSignal) => fetchAll<PermissionView>(PATHS.permissions, signal),
};

/** Superset's action log (Admins): one page, filtered by user, action and time range. */
export const actionLogApi = {
  page: (query: ActionLogQuery, signal?: AbortSignal) =>
    api.get<ListResponse<ActionLogItem>>(`${PATHS.actionLog}?q=${encodeRisonUri({ ...query })}`, signal),
};
