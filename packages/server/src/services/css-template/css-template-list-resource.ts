import { z } from 'zod';
import {
  IdValue,
  TextValue,
  contains,
  equals,
  escapeLike,
  ilike,
  oneOf,
  startsWith,
} from '../shared/list/filter-operators.js';
import { filterOperator, type Eb, type ListResource } from '../shared/list/list-resource.js';

type TemplateEb = Eb<'css_templates'>;

/** CSS templates are shared: whoever may read the CssTemplate view sees every template. */
export type CssTemplateListCtx = Record<never, never>;

const templateName = (eb: TemplateEb) => eb.ref('css_templates.template_name');
const templateId = (eb: TemplateEb) => eb.ref('css_templates.id');

const userName = (eb: TemplateEb, fk: 'css_templates.created_by_fk' | 'css_templates.changed_by_fk') =>
  eb.selectFrom('users').select('users.first_name').whereRef('users.id', '=', fk).$asScalar();

/** Superset's CssTemplateAllTextFilter: the name or the CSS. */
const allText = filterOperator<'css_templates', CssTemplateListCtx, string>('All Text', TextValue, (eb, v) => {
  const pattern = `%${escapeLike(v)}%`;
  return eb.or([ilike(templateName(eb), pattern), ilike(eb.ref('css_templates.css'), pattern)]);
});

const userIs = (fk: 'created_by_fk' | 'changed_by_fk') =>
  filterOperator<'css_templates', CssTemplateListCtx, number>('Relation', IdValue, (eb, v) =>
    eb(`css_templates.${fk}`, '=', v),
  );

/** Superset's CssTemplateRestApi search columns and orders; the default is changed_on desc. */
export const cssTemplateListResource: ListResource<'css_templates', CssTemplateListCtx> = {
  from: (db) => db.selectFrom('css_templates'),
  id: templateId,
  visible: () => null,
  filters: {
    template_name: {
      ct: contains(templateName),
      sw: startsWith(templateName),
      eq: equals(templateName, z.string().max(250)),
      css_template_all_text: allText,
    },
    id: { eq: equals(templateId, IdValue), in: oneOf(templateId, IdValue) },
    created_by: { rel_o_m: userIs('created_by_fk') },
    changed_by: { rel_o_m: userIs('changed_by_fk') },
  },
  sorts: {
    id: templateId,
    template_name: templateName,
    changed_on: (eb) => eb.ref('css_templates.changed_on'),
    changed_on_delta_humanized: (eb) => eb.ref('css_templates.changed_on'),
    created_on: (eb) => eb.ref('css_templates.created_on'),
    'created_by.first_name': (eb) => userName(eb, 'css_templates.created_by_fk'),
    'changed_by.first_name': (eb) => userName(eb, 'css_templates.changed_by_fk'),
  },
  defaultSort: { column: 'changed_on', direction: 'desc' },
  distinct: { template_name: templateName },
};
