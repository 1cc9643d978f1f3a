import { describe, expect, it } from 'vitest';
import { AllowedHostSchema, bundleUrlProblem, DynamicPluginWriteSchema } from './dynamic-plugin.js';

describe('bundleUrlProblem (where a dynamic plugin bundle may come from)', () => {
  it('allows a path on this server', () => {
    expect(bundleUrlProblem('/static/plugins/hello-bars/index.js', [])).toBeNull();
  });

  it('refuses protocol-relative and backslash URLs, which leave this origin', () => {
    expect(bundleUrlProblem('//evil.example/x.js', ['evil.example'])).toMatch(/allowed host/);
    expect(bundleUrlProblem('/\\evil.example/x.js', [])).toMatch(/allowed host/);
  });

  it('allows http(s) on an allowed host only, port included', () => {
    expect(bundleUrlProblem('https://cdn.example.com/p.js', ['cdn.example.com'])).toBeNull();
    expect(bundleUrlProblem('https://CDN.example.com/p.js', ['cdn.example.com'])).toBeNull();
    expect(bundleUrlProblem('https://cdn.example.com:8443/p.js', ['cdn.example.com'])).toMatch(
      /cdn\.example\.com:8443 is not in DYNAMIC_PLUGINS_ALLOWED_HOSTS/,
    );
    expect(bundleUrlProblem('https://other.example.com/p.js', ['cdn.example.com'])).toMatch(/not in/);
  });

  it('refuses other schemes, credentials and text that is no URL', () => {
    expect(bundleUrlProblem('javascript:alert(1)', ['cdn.example.com'])).toMatch(/http or https/);
    expect(bundleUrlProblem('https://u:p@cdn.example.com/p.js', ['cdn.example.com'])).toMatch(/credentials/);
    expect(bundleUrlProblem('plugin.js', [])).toMatch(/starting with \//);
  });
});

describe('DynamicPluginWriteSchema', () => {
  it('trims and accepts a package-like key', () => {
    expect(
      DynamicPluginWriteSchema.parse({ name: ' Bars ', key: '@acme/bars', bundle_url: '/static/plugins/b.js' }),
    ).toEqual({ name: 'Bars', key: '@acme/bars', bundle_url: '/static/plugins/b.js' });
  });

  it('names the field of a bad key', () => {
    const parsed = DynamicPluginWriteSchema.safeParse({ name: 'Bars', key: 'a b', bundle_url: '/b.js' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['key']);
  });
});

describe('AllowedHostSchema', () => {
  it('takes host names with an optional port, lower-cased', () => {
    expect(AllowedHostSchema.parse(' CDN.Example.com:8443 ')).toBe('cdn.example.com:8443');
    expect(AllowedHostSchema.safeParse('https://cdn.example.com').success).toBe(false);
  });
});
