/** Superset masks stored secrets with this literal in every answer; sending it back keeps the secret. */
export const PASSWORD_MASK = 'XXXXXXXXXX';
