import { getCsrfToken } from './client';

/**
 * A browser form POST opened in a new tab, carrying the session's CSRF token in a `csrf_token` field
 * as Superset's server-rendered forms do (SQL Lab's hand-off from explore).
 */
export const postFormInNewTab = async (
  action: string,
  fields: readonly [name: string, value: string][],
): Promise<void> => {
  const token = await getCsrfToken();
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  for (const [name, value] of token === null ? fields : [...fields, ['csrf_token', token] as const]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
};

/**
 * Superset's SQL Lab hand-off: a form post of `form_data` (`datasourceKey`, `sql`) that opens SQL
 * Lab in a new tab with the SQL on the dataset's database.
 */
export const postToSqlLab = (datasourceKey: string, sql: string): Promise<void> =>
  postFormInNewTab('/sqllab/', [['form_data', JSON.stringify({ datasourceKey, sql })]]);
