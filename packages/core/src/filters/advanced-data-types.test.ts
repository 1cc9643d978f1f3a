import { describe, expect, it } from 'vitest';
import { ADVANCED_DATA_TYPES, advancedDataTypeOf } from './advanced-data-types.js';
import { parseIpNetwork } from './ip-network.js';

const cidr = ADVANCED_DATA_TYPES['internet_address'];
const port = ADVANCED_DATA_TYPES['port'];
if (!cidr || !port) throw new Error('built-ins missing');

describe('parseIpNetwork (Python ipaddress.ip_network, strict=False)', () => {
  it('reads addresses, ranges with host bits set, and whole numbers', () => {
    expect(parseIpNetwork('10.0.0.1')).toEqual({ start: 167772161, end: 167772161 });
    expect(parseIpNetwork('10.0.0.7/8')).toEqual({ start: 167772160, end: 184549375 });
    expect(parseIpNetwork('0.0.0.0/0')).toEqual({ start: 0, end: 4294967295 });
    expect(parseIpNetwork('167772161')).toEqual({ start: 167772161, end: 167772161 });
    expect(parseIpNetwork('::1')).toEqual({ start: 1, end: 1 });
    expect(parseIpNetwork('2001:db8::/32')).toEqual({
      start: '42540766411282592856903984951653826560',
      end: '42540766490510755371168322545197776895',
    });
    expect(parseIpNetwork('::ffff:10.0.0.1')).toEqual({ start: 281470849515521, end: 281470849515521 });
  });

  it('refuses what Python refuses', () => {
    for (const bad of ['10.0.0', '256.0.0.1', '010.0.0.1', '10.0.0.1/33', '1::2::3', 'ssh', '', '10.0.0.1/8/2'])
      expect(parseIpNetwork(bad), bad).toBeNull();
  });
});

describe('internet_address', () => {
  it('converts addresses and ranges, with the display Superset shows', () => {
    expect(cidr.translateType(['10.0.0.1', '192.168.0.0/16'])).toEqual({
      values: [167772161, { start: 3232235520, end: 3232301055 }],
      error_message: '',
      display_value: '167772161, 3232235520 - 3232301055',
      valid_filter_operators: [
        'EQUALS',
        'GREATER_THAN_OR_EQUAL',
        'GREATER_THAN',
        'IN',
        'LESS_THAN',
        'LESS_THAN_OR_EQUAL',
      ],
    });
    expect(cidr.translateType([''])).toMatchObject({ values: [''], error_message: '' });
  });

  it('stops at the first value it cannot read, naming it', () => {
    expect(cidr.translateType(['10.0.0.1', 'nope', '10.0.0.2'])).toMatchObject({
      values: [167772161],
      error_message: "'nope' does not appear to be an IPv4 or IPv6 network",
      display_value: '167772161',
    });
  });

  it('turns operators into conditions: a range is inside, above its end, below its start', () => {
    const net = { start: 10, end: 20 };
    expect(cidr.translateFilter('==', [net])).toEqual({ kind: 'range', negate: false, start: 10, end: 20 });
    expect(cidr.translateFilter('>', [net])).toEqual({ kind: 'compare', op: '>', value: 20 });
    expect(cidr.translateFilter('<=', [net])).toEqual({ kind: 'compare', op: '<=', value: 10 });
    expect(cidr.translateFilter('IN', [5, net])).toEqual({
      kind: 'any',
      parts: [
        { kind: 'in', negate: false, values: [5] },
        { kind: 'range', negate: false, start: 10, end: 20 },
      ],
    });
    expect(cidr.translateFilter('NOT IN', [net])).toEqual({
      kind: 'all',
      parts: [{ kind: 'range', negate: true, start: 10, end: 20 }],
    });
    expect(cidr.translateFilter('LIKE', [5])).toBeNull();
  });
});

describe('port', () => {
  it('converts numbers and service names to port lists', () => {
    expect(port.translateType(['https', 22, 'ftp'])).toMatchObject({
      values: [[443], [22], [20, 21]],
      error_message: '',
      display_value: '[443], [22], [20, 21]',
    });
    expect(port.translateType([''])).toMatchObject({ values: [['']] });
  });

  it('refuses numbers outside 1–65535 and unknown names', () => {
    for (const bad of ['0', '65536', 'gopher', '-1', 'constructor'])
      expect(port.translateType([bad]).error_message, bad).toBe(`'${bad}' does not appear to be a port name or number`);
  });

  it("compares a name's ports by their lowest or highest, and lists them for equality", () => {
    expect(port.translateFilter('==', [[21, 20]])).toEqual({ kind: 'in', negate: false, values: [20, 21] });
    expect(port.translateFilter('>=', [[21, 20]])).toEqual({ kind: 'compare', op: '>=', value: 20 });
    expect(port.translateFilter('<', [[21, 20]])).toEqual({ kind: 'compare', op: '<', value: 21 });
    expect(port.translateFilter('NOT IN', [[443], [20, 21]])).toEqual({
      kind: 'in',
      negate: true,
      values: [443, 20, 21],
    });
  });

  it('is found by key, and only by an own key', () => {
    expect(advancedDataTypeOf('port')).toBe(port);
    expect(advancedDataTypeOf('toString')).toBeNull();
    expect(advancedDataTypeOf(null)).toBeNull();
  });
});
