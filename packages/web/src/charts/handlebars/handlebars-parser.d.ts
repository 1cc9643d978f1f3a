// The handlebars parser alone (no compiler, no runtime): the module the package's own `parse` lives in.
// Its AST types are the package's global `hbs.AST` namespace.
/// <reference types="handlebars" />

declare module 'handlebars/dist/cjs/handlebars/compiler/base' {
  /** The template as a Handlebars AST, whitespace control (`~`, standalone lines) applied. */
  export function parse(input: string): hbs.AST.Program;
}
