import { describe, expect, it } from 'vitest';
import { renderSqlTemplate, type SqlTemplateContext } from './sql-template.js';

const ctx: SqlTemplateContext = {
  username: 'sam',
  userId: 7,
  urlParams: { country: 'FR' },
  filterValues: { origin: ['SEA', "O'Hare"] },
  params: { min_delay: 10, tag: 'x|y' },
};

describe('renderSqlTemplate', () => {
  it('renders the macros and parameters of the safe subset', () => {
    const r = renderSqlTemplate(
      "SELECT '{{ current_username() }}', {{ current_user_id() }}, '{{ url_param('country') }}', '{{ url_param(\"nope\", 'dflt') }}' {# note #} WHERE d > {{ min_delay }} AND o IN {{ filter_values('origin') | where_in }} AND t = '{{ tag }}'",
      ctx,
    );
    expect(r).toEqual({
      ok: true,
      sql: "SELECT 'sam', 7, 'FR', 'dflt'  WHERE d > 10 AND o IN ('SEA', 'O''Hare') AND t = 'x|y'",
    });
  });

  it('prints filter_values as Jinja prints a list', () => {
    expect(renderSqlTemplate("{{ filter_values('origin') }}", ctx)).toEqual({ ok: true, sql: "['SEA', 'O\\'Hare']" });
  });

  it('names undefined parameters (Superset MISSING_TEMPLATE_PARAMS_ERROR)', () => {
    const r = renderSqlTemplate('SELECT {{ a }}, {{ b }}, {{ a }}', ctx);
    expect(r).toMatchObject({ ok: false, errorType: 'MISSING_TEMPLATE_PARAMS_ERROR' });
    expect(r.ok ? '' : r.message).toContain('"a", "b"');
  });

  it('refuses statements, attribute access and unknown macros: no code runs', () => {
    for (const sql of [
      '{% for x in y %}{% endfor %}',
      '{{ self.__init__ }}',
      "{{ ''.__class__ }}",
      '{{ cycler() }}',
      '{{ url_param(min_delay) }}',
      '{{ 1 + 1 }}',
      '{{ tag | safe }}',
    ]) {
      expect(renderSqlTemplate(sql, ctx), sql).toMatchObject({ ok: false, errorType: 'INVALID_TEMPLATE_ERROR' });
    }
  });

  it('leaves SQL without markers unchanged', () => {
    expect(renderSqlTemplate("SELECT '{' || '}'", ctx)).toEqual({ ok: true, sql: "SELECT '{' || '}'" });
  });
});
