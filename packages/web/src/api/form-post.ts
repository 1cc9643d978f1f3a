import { getCsrfToken } from './client';

type Fields = readonly (readonly [name: string, value: string])[];

let opened = 0;

/**
 * A browser form POST opened in a new tab, carrying the session's CSRF token in a `csrf_token` field
 * as Superset's server-rendered forms do (SQL Lab's hand-off from explore). The tab is opened at
 * once, during the click, and the form posted into it once the token (and the fields, when they
 * are still being fetched) arrive: a tab opened after an await is one popup blockers refuse.
 */
export const postFormInNewTab = async (action: string, fields: Fields | Promise<Fields>): Promise<void> => {
  opened += 1;
  const name = `tessera-form-${Date.now()}-${opened}`;
  const tab = window.open('', name);
  try {
    const [token, values] = await Promise.all([getCsrfToken(), fields]);
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = action;
    form.target = tab ? name : '_blank';
    for (const [field, value] of token === null ? values : [...values, ['csrf_token', token] as const]) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = field;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
    form.remove();
  } catch (error) {
    tab?.close();
    throw error;
  }
};

/**
 * Superset's SQL Lab hand-off: a form post of `form_data` (`datasourceKey`, `sql`) that opens SQL
 * Lab in a new tab with the SQL on the dataset's database.
 */
export const postToSqlLab = (datasourceKey: string, sql: string | Promise<string>): Promise<void> =>
  postFormInNewTab(
    '/sqllab/',
    Promise.resolve(sql).then((text): Fields => [['form_data', JSON.stringify({ datasourceKey, sql: text })]]),
  );
