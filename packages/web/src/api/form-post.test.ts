import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test-support/mock-fetch';
import { clearCsrfToken, CSRF_TOKEN_PATH } from './client';
import { postFormInNewTab, postToSqlLab } from './form-post';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearCsrfToken();
});

const submitted = (): { action: string; target: string; fields: [string, string][] }[] => {
  const forms: { action: string; target: string; fields: [string, string][] }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = [...this.querySelectorAll('input')].map((i): [string, string] => [i.name, i.value]);
    forms.push({ action: new URL(this.action, 'http://localhost').pathname, target: this.target, fields });
  });
  return forms;
};

describe('postFormInNewTab', () => {
  it('opens the tab at once and posts into it when the fields arrive (the SQL Lab hand-off)', async () => {
    mockFetch({ [`GET ${CSRF_TOKEN_PATH}`]: () => json({ result: 'token-2' }) });
    const names: string[] = [];
    vi.stubGlobal('open', (_url: string, name: string) => (names.push(name), { close: () => undefined }));
    const forms = submitted();
    let resolveSql: (sql: string) => void = () => undefined;
    const posted = postToSqlLab('12__table', new Promise<string>((resolve) => (resolveSql = resolve)));
    expect(names).toHaveLength(1);
    expect(forms).toEqual([]);
    resolveSql('SELECT 1');
    await posted;
    expect(forms).toEqual([
      {
        action: '/sqllab/',
        target: names[0],
        fields: [
          ['form_data', JSON.stringify({ datasourceKey: '12__table', sql: 'SELECT 1' })],
          ['csrf_token', 'token-2'],
        ],
      },
    ]);
  });

  it('submits the fields and the CSRF token in a new tab, then removes the form', async () => {
    mockFetch({ [`GET ${CSRF_TOKEN_PATH}`]: () => json({ result: 'token-1' }) });
    // No tab could be opened (a blocker, or jsdom): the form still targets a new one.
    vi.stubGlobal('open', () => null);
    const forms = submitted();
    await postFormInNewTab('/sqllab/', [['sql', 'SELECT 1']]);
    expect(forms).toEqual([
      {
        action: '/sqllab/',
        target: '_blank',
        fields: [
          ['sql', 'SELECT 1'],
          ['csrf_token', 'token-1'],
        ],
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
  });

  it('sends no token field when the server hands out none (signed out)', async () => {
    mockFetch({ [`GET ${CSRF_TOKEN_PATH}`]: () => json({ message: 'Not signed in' }, 401) });
    vi.stubGlobal('open', () => null);
    const forms = submitted();
    await postFormInNewTab('/sqllab/', [['sql', 'SELECT 1']]);
    expect(forms[0]?.fields).toEqual([['sql', 'SELECT 1']]);
  });
});
