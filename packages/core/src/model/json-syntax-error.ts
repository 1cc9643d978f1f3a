/** Where JSON.parse gave up in a text: 1-based line and column, and the character found there (null at the end). */
export interface JsonErrorPlace {
  line: number;
  column: number;
  found: string | null;
}

const placeOfOffset = (text: string, offset: number): JsonErrorPlace => {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {
    line: before.split('\n').length,
    column: offset - lineStart + 1,
    found: offset < text.length ? (text[offset] ?? null) : null,
  };
};

const offsetOfLineColumn = (text: string, line: number, column: number): number => {
  const lines = text.split('\n').slice(0, line - 1);
  return lines.reduce((sum, l) => sum + l.length + 1, 0) + column - 1;
};

/**
 * The place a JSON.parse error points at, read from the engine's message so an editor can say
 * 'line 3, column 5' instead of showing the engine's wording. V8 (Chromium, Node) says
 * 'at position N' or 'Unexpected end of JSON input'; Firefox says 'at line L column C'. Engines
 * that name no place (Safari) give null.
 */
export const jsonErrorPlace = (text: string, error: unknown): JsonErrorPlace | null => {
  const message = error instanceof Error ? error.message : String(error);
  const lineColumn = /at line (\d+) column (\d+)/.exec(message);
  if (lineColumn !== null)
    return placeOfOffset(text, offsetOfLineColumn(text, Number(lineColumn[1]), Number(lineColumn[2])));
  const position = /at position (\d+)/.exec(message);
  if (position !== null) return placeOfOffset(text, Number(position[1]));
  if (/end of JSON input/i.test(message)) return placeOfOffset(text, text.length);
  return null;
};
