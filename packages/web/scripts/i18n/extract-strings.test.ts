import { describe, expect, it } from 'vitest';
import { extractSourceStrings } from './extract-strings';

describe('source string extraction', () => {
  const {
    strings: found,
    messages,
    plurals,
  } = extractSourceStrings([
    {
      path: 'charts/x/control-panel.ts',
      text: `const a = t('Sign in'); const b = tn('%s row', '%s rows', n, n);
        defineSection('Query', [[defineControl({ name: 'x', label: 'Row limit', description: \`Max rows\`,
          choices: [['a', 'Alpha'], ['b', 'Beta']] })], [checkbox('y', 'Show legend', true)]]);
        const TYPE_LABELS = { A: 'Formula' }; errors.name = ok ? 'Name is required' : 'Too long';
        const label = t(dynamicValue);`,
    },
    { path: 'charts/x/metadata.ts', text: `const m = { name: 'Pie Chart', tags: ['Featured'] };` },
  ]);

  it('reads t(), tn(), control-panel labels, label tables and chart metadata', () => {
    expect([...found.keys()].sort()).toEqual(
      [
        'Sign in',
        '%s row',
        '%s rows',
        'Query',
        'Row limit',
        'Max rows',
        'Alpha',
        'Beta',
        'Show legend',
        'Formula',
        'Name is required',
        'Too long',
        'Pie Chart',
        'Featured',
      ].sort(),
    );
  });

  it('keeps tn() pairs apart: a catalog keys their plural entry by the singular', () => {
    expect([...plurals]).toEqual([['%s row', '%s rows']]);
    expect(messages.has('%s row')).toBe(false);
    expect(messages.has('%s rows')).toBe(false);
    expect(messages.size).toBe(found.size - 2);
  });

  it('keeps a tn() plural that t() also shows as a plain source', () => {
    const both = extractSourceStrings([{ path: 'a.ts', text: `tn('%s row', '%s rows', n, n); t('%s rows', n);` }]);
    expect([...both.messages]).toEqual(['%s rows']);
    expect([...both.plurals.keys()]).toEqual(['%s row']);
  });
});
