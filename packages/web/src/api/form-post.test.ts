import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test-support/mock-fetch';
import { clearCsrfToken, CSRF_TOKEN_PATH } from './client';
import { postFormInNewTab } from './form-post';

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
  it('submits the fields and the CSRF token in a new tab, then removes the form', async () => {
    mockFetch({ [`GET ${CSRF_TOKEN_PATH}`]: () => json({ result: 'token-1' }) });
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
    const forms = submitted();
    await postFormInNewTab('/sqllab/', [['sql', 'SELECT 1']]);
    expect(forms[0]?.fields).toEqual([['sql', 'SELECT 1']]);
  });
});
