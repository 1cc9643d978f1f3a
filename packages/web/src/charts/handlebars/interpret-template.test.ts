import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { SUPERSET_HELPERS } from './helpers';
import { interpretTemplate } from './interpret-template';

// The reference: Handlebars' own compiler, which may use `new Function` here (node, no CSP).
const reference = Handlebars.create();
for (const [name, helper] of Object.entries(SUPERSET_HELPERS))
  reference.registerHelper(name, helper as Handlebars.HelperDelegate);
const compiled = (template: string, context: unknown): string => reference.compile(template)(context);

const context = {
  title: 'Rows <&> "quoted" \'single\' `tick` a=b',
  zero: 0,
  empty: '',
  none: null,
  yes: true,
  no: false,
  list: [],
  nested: { name: 'inner', deep: { value: 42 } },
  'odd key': 'spaced',
  key: 'name',
  data: [
    { weather: 'sun', count: 1234.5, day: '2024-03-05T12:00:00Z', json: '{"a":"ok","b":[1,2]}', tags: ['x', 'y'] },
    { weather: 'rain', count: 0, day: 'not a date', json: 'not json', tags: [] },
    { weather: 'sun', count: -7, day: 1700000000000, json: '{"a":null}', tags: ['z'] },
  ],
  formData: { viz_type: 'handlebars', row_limit: 10 },
};

const TEMPLATES: readonly string[] = [
  // paths, literal segments, escaping and raw output
  '{{title}}|{{{title}}}|{{&title}}',
  '{{nested.name}}-{{nested.deep.value}}-{{nested/deep/value}}-{{[odd key]}}-{{this.nested.name}}-{{./nested.name}}',
  '{{zero}}|{{empty}}|{{none}}|{{missing}}|{{missing.deeper}}|{{yes}}|{{no}}|{{nested}}|{{data.[0].tags}}',
  '{{#with nested}}{{name}}/{{../title}}/{{@root.formData.viz_type}}{{#with deep}}{{value}}{{../name}}{{../../zero}}{{/with}}{{/with}}',
  '{{../title}}|{{constructor}}|{{nested.__proto__}}|{{title.length}}',
  // comments and whitespace control
  'a {{! note }} b {{!-- {{long}} --}} c',
  '<ul>\n  {{#each data}}\n  <li>{{weather}}</li>\n  {{/each}}\n</ul>\n{{~title~}}  \n end',
  // #if / #unless with else and else-if chains
  '{{#if zero}}z{{else}}no-z{{/if}}{{#if zero includeZero=true}}z{{/if}}{{#if list}}l{{else}}no-l{{/if}}',
  '{{#if none}}a{{else if empty}}b{{else if nested}}c{{else}}d{{/if}}|{{#if no}}a{{else if none}}b{{else}}d{{/if}}',
  '{{#unless yes}}u{{else}}not-u{{/unless}}{{#unless zero}}u0{{/unless}}{{^no}}inv{{/no}}{{^yes}}inv{{/yes}}',
  // #each over arrays and objects, data variables, else when empty
  '{{#each data}}{{@index}}:{{@key}}:{{@first}}:{{@last}}:{{weather}}:{{../title}};{{/each}}',
  '{{#each nested}}{{@key}}={{@index}}{{#if @first}}(first){{/if}}{{#if @last}}(last){{/if}};{{/each}}',
  '{{#each list}}x{{else}}empty list{{/each}}|{{#each none}}x{{else}}nothing{{/each}}|{{#each title}}x{{else}}str{{/each}}',
  '{{#each data}}{{#each tags}}{{@../index}}.{{@index}}={{this}}{{else}}-{{/each}} {{/each}}',
  '{{#each data}}{{#with this}}{{weather}}@{{@index}}{{/with}}{{/each}}|{{#each data.[0].tags}}{{.}}{{/each}}',
  // sections over values (Handlebars' blockHelperMissing)
  '{{#nested}}{{name}}{{/nested}}|{{#data}}{{weather}}{{/data}}|{{#list}}x{{else}}none{{/list}}|{{#yes}}{{title}}{{/yes}}',
  // lookup and log
  '{{lookup nested key}}|{{lookup data 1}}|{{#each data}}{{lookup ../formData "viz_type"}}{{/each}}|{{lookup none "x"}}',
  '{{log "below the info level: not logged" level="debug"}}{{log nested "logged" level="warn"}}done',
  // subexpressions, literals, our helpers with params and hash
  '{{#each data}}{{dateFormat day format="MMMM YYYY"}}|{{formatNumber count locale="de-DE"}}|{{formatNumber count}};{{/each}}',
  '{{stringify nested}}|{{{stringify formData}}}|{{stringify "text"}}|{{stringify 12}}|{{stringify true}}|{{stringify null}}',
  '{{#each data}}{{#with (parseJson json)}}{{a}}{{b.[1]}}{{else}}bad{{/with}};{{/each}}',
  '{{#group data by="weather"}}[{{value}}:{{#each items}}{{count}},{{/each}}]{{/group}}{{#group none by="x"}}a{{else}}no list{{/group}}',
  '{{formatNumber (lookup nested.deep "value") locale="fr-FR"}}|{{dateFormat (lookup data.[0] "day")}}',
];

describe('interpretTemplate: the Handlebars AST walked, no code generation', () => {
  it.each(TEMPLATES)('renders %j as Handlebars.compile does', (template) => {
    expect(interpretTemplate(template, context, SUPERSET_HELPERS)).toBe(compiled(template, context));
  });

  it('an unknown helper renders nothing where Handlebars would throw "Missing helper"', () => {
    expect(interpretTemplate('a{{nope 1 x=2}}b{{#nope title}}c{{/nope}}d{{nope}}', context, SUPERSET_HELPERS)).toBe(
      'abd',
    );
  });

  it('a syntax error throws with the parser message, as compile does', () => {
    expect(() => interpretTemplate('{{#if x}}open', context, SUPERSET_HELPERS)).toThrow(/Parse error|doesn't match/);
    expect(() => interpretTemplate('{{#each a}}{{/with}}', context, SUPERSET_HELPERS)).toThrow(
      "each doesn't match with",
    );
  });

  it('partials are refused (Superset registers none)', () => {
    expect(() => interpretTemplate('{{> row}}', context, SUPERSET_HELPERS)).toThrow('PartialStatement');
  });
});
