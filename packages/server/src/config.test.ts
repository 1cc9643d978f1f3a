import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const home = mkdtempSync(join(tmpdir(), 'tessera-config-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('MAP_TILE_URL and MAP_TILE_ATTRIBUTION (issue E: remote tiles, off by default)', () => {
  it('leaves the maps offline when unset or empty', () => {
    for (const MAP_TILE_URL of [undefined, '']) {
      const { common } = loadConfig({ TESSERA_HOME: home, MAP_TILE_URL });
      expect(common.MAP_TILE_URL).toBeNull();
      expect(common.MAP_TILE_ATTRIBUTION).toBeNull();
    }
  });

  it('passes a tile template and its credit to every page', () => {
    const { common } = loadConfig({
      TESSERA_HOME: home,
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    expect(common.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(common.MAP_TILE_ATTRIBUTION).toBe('© OpenStreetMap contributors');
  });

  it('fails at start-up on a template that is no tile URL, naming the setting', () => {
    expect(() => loadConfig({ TESSERA_HOME: home, MAP_TILE_URL: 'https://tiles.example.com/{z}.png' })).toThrow(
      'MAP_TILE_URL must hold {z}, {x} and {y}',
    );
    expect(() => loadConfig({ TESSERA_HOME: home, MAP_TILE_URL: 'file:///etc/{z}/{x}/{y}' })).toThrow(
      'MAP_TILE_URL must start with http:// or https://',
    );
  });
});

describe("GLOBAL_ASYNC_QUERIES_TRANSPORT (Superset's setting; the socket is on the app's port)", () => {
  it('tells every page to use the websocket unless told to poll', () => {
    expect(loadConfig({ TESSERA_HOME: home }).common).toMatchObject({
      GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws',
      GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: '/api/v1/async_event/ws',
    });
    const polling = loadConfig({ TESSERA_HOME: home, GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling' });
    expect(polling.common.GLOBAL_ASYNC_QUERIES_TRANSPORT).toBe('polling');
  });

  it('fails at start-up on an unknown transport, naming the setting', () => {
    expect(() => loadConfig({ TESSERA_HOME: home, GLOBAL_ASYNC_QUERIES_TRANSPORT: 'sse' })).toThrow(
      "GLOBAL_ASYNC_QUERIES_TRANSPORT must be 'polling' or 'ws', not 'sse'",
    );
  });
});

describe("HTML_SANITIZATION_SCHEMA_EXTENSIONS (Superset's setting: what user HTML may also keep)", () => {
  it("adds nothing when unset, and passes an admin's extensions to every page", () => {
    expect(loadConfig({ TESSERA_HOME: home }).common.HTML_SANITIZATION_SCHEMA_EXTENSIONS).toEqual({});
    const ext = { attributes: { '*': ['style'] }, tagNames: ['style'] };
    expect(
      loadConfig({ TESSERA_HOME: home, HTML_SANITIZATION_SCHEMA_EXTENSIONS: JSON.stringify(ext) }).common
        .HTML_SANITIZATION_SCHEMA_EXTENSIONS,
    ).toEqual(ext);
  });

  it('fails at start-up on text that is not JSON or not the extension shape, naming the setting', () => {
    expect(() => loadConfig({ TESSERA_HOME: home, HTML_SANITIZATION_SCHEMA_EXTENSIONS: '{style' })).toThrow(
      'HTML_SANITIZATION_SCHEMA_EXTENSIONS must be JSON',
    );
    expect(() =>
      loadConfig({ TESSERA_HOME: home, HTML_SANITIZATION_SCHEMA_EXTENSIONS: '{"tagNames": ["<script>"]}' }),
    ).toThrow('HTML_SANITIZATION_SCHEMA_EXTENSIONS.tagNames.0');
  });
});
