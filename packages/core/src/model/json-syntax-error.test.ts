import { describe, expect, it } from 'vitest';
import { jsonErrorPlace } from './json-syntax-error.js';

const text = '{\n  "a": 1\n  "b": 2\n}';

describe('jsonErrorPlace', () => {
  it("reads V8's offset, its end of input and Firefox's line and column as the same kind of place", () => {
    expect(
      jsonErrorPlace(text, new SyntaxError("Expected ',' or '}' after property value in JSON at position 13")),
    ).toEqual({ line: 3, column: 3, found: '"' });
    expect(
      jsonErrorPlace(
        text,
        new SyntaxError(
          "JSON.parse: expected ',' or '}' after property value in object at line 3 column 3 of the JSON data",
        ),
      ),
    ).toEqual({ line: 3, column: 3, found: '"' });
    expect(jsonErrorPlace('{"a": 1', new SyntaxError('Unexpected end of JSON input'))).toEqual({
      line: 1,
      column: 8,
      found: null,
    });
  });

  it('finds the place of what this engine throws, and gives null when the message names none', () => {
    const broken = '{"a": 1,}';
    let thrown: unknown = null;
    try {
      JSON.parse(broken);
    } catch (error) {
      thrown = error;
    }
    expect(jsonErrorPlace(broken, thrown)).toEqual({ line: 1, column: 9, found: '}' });
    expect(jsonErrorPlace(broken, new SyntaxError("JSON Parse error: Expected '}'"))).toBeNull();
  });
});
