/**
 * JSON that can sit inside an HTML `<script>` element: `<`, `>` and `&` become `\u003c`, `\u003e`,
 * `\u0026` (so neither `</script>` nor `<!--` can end or change the element), and U+2028 / U+2029
 * become escapes too (they end a line in older JavaScript parsers). JSON.parse reads the same value.
 */
export const jsonForHtmlScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** `<script type="application/json" id="…">` holding `value`; `id` is the caller's constant, never user text. */
export const jsonScriptElement = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${jsonForHtmlScript(value)}</script>`;
