/** TanStack Query keys of the database connection modal. */
export const databaseConnectionKeys = {
  available: ['database-connection', 'available'] as const,
  detail: (id: number) => ['database-connection', 'detail', id] as const,
};
