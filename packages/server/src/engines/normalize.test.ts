import { describe, expect, it } from 'vitest';
import { TYPE_GENERIC } from '@tessera/core';
import { expectedBucket } from '../../test-support/engine-samples.js';
import {
  bigintToValue,
  decimalTextToValue,
  integerTextToValue,
  normalizeJsValue,
  parseTimestampText,
  temporalToMs,
} from './normalize.js';
import { appendLimit, formatUtcTimestamp, numberLiteral } from './sql-text.js';
import { genericType, sqliteGenericType } from './type-generic.js';

describe('timestamp text', () => {
  it.each([
    ['2024-03-13', Date.UTC(2024, 2, 13)],
    ['2024-03-13 15:47:31', Date.UTC(2024, 2, 13, 15, 47, 31)],
    ['2024-03-13T15:47:31.25', Date.UTC(2024, 2, 13, 15, 47, 31, 250)],
    ['2024-03-13 15:47:31.123456789', Date.UTC(2024, 2, 13, 15, 47, 31, 123)],
    ['2024-03-13T15:47:31Z', Date.UTC(2024, 2, 13, 15, 47, 31)],
    ['2024-03-13 15:47:31+02', Date.UTC(2024, 2, 13, 13, 47, 31)],
    ['2024-03-13 15:47:31-05:30', Date.UTC(2024, 2, 13, 21, 17, 31)],
    ['2024-03-13 15:47:31.000 UTC', Date.UTC(2024, 2, 13, 15, 47, 31)],
    ['2024-01-13 10:00:00 America/New_York', Date.UTC(2024, 0, 13, 15)],
    ['2024-07-13 10:00:00 America/New_York', Date.UTC(2024, 6, 13, 14)],
    ['0044-03-15', Date.parse('0044-03-15T00:00:00Z')],
    ['1969-12-31 23:59:59', -1000],
  ])('parses %s', (text, ms) => {
    expect(parseTimestampText(text)).toBe(ms);
  });

  it('leaves non-timestamps alone', () => {
    expect(parseTimestampText('hello')).toBeNull();
    expect(parseTimestampText('2024-03-13 nonsense')).toBeNull();
    expect(parseTimestampText('2024-03-13 10:00:00 Not/AZone')).toBeNull();
    expect(temporalToMs('infinity')).toBe('infinity');
    expect(temporalToMs(null)).toBeNull();
    expect(temporalToMs(new Date(5))).toBe(5);
  });

  it('writes UTC timestamp text, with milliseconds only when present', () => {
    expect(formatUtcTimestamp(new Date('2024-03-13T15:47:31.000Z'))).toBe('2024-03-13 15:47:31');
    expect(formatUtcTimestamp(new Date('2024-03-13T15:47:31.007Z'))).toBe('2024-03-13 15:47:31.007');
    expect(formatUtcTimestamp(new Date('0099-01-01T00:00:00Z'))).toBe('0099-01-01 00:00:00');
    expect(() => formatUtcTimestamp(new Date(Number.NaN))).toThrow();
    expect(() => formatUtcTimestamp(new Date('+012345-01-01T00:00:00Z'))).toThrow();
  });
});

describe('numbers', () => {
  it('keeps integers exact: numbers when safe, text beyond', () => {
    expect(bigintToValue(9007199254740991n)).toBe(9007199254740991);
    expect(bigintToValue(-9007199254740993n)).toBe('-9007199254740993');
    expect(integerTextToValue('42')).toBe(42);
    expect(integerTextToValue('18446744073709551615')).toBe('18446744073709551615');
    expect(integerTextToValue('4.5')).toBe('4.5');
  });

  it('turns decimals into numbers while their integer part is exact', () => {
    expect(decimalTextToValue('123.4500')).toBe(123.45);
    expect(decimalTextToValue('-0.001')).toBe(-0.001);
    expect(decimalTextToValue('1.3333333333333333333')).toBe(1.3333333333333333);
    expect(decimalTextToValue('9007199254740991.0')).toBe(9007199254740991);
    expect(decimalTextToValue('-9007199254740993.5')).toBe('-9007199254740993.5');
    expect(decimalTextToValue('NaN')).toBe('NaN');
    expect(decimalTextToValue('1e5')).toBe('1e5');
  });

  it('normalises nested driver values', () => {
    expect(normalizeJsValue({ a: [1n, new Date(3)], b: new Uint8Array([1, 255]) })).toEqual({
      a: [1, 3],
      b: '\\x01ff',
    });
  });

  it('writes numeric literals, parenthesising negatives', () => {
    expect(numberLiteral(-2)).toBe('(-2)');
    expect(numberLiteral(1e21)).toBe('1e+21');
    expect(() => numberLiteral(Number.NaN)).toThrow();
  });

  it('appends limits after stripping trailing semicolons', () => {
    expect(appendLimit('SELECT 1 ;\n ', 5)).toBe('SELECT 1\nLIMIT 5');
    expect(appendLimit('SELECT 1', 5, 10)).toBe('SELECT 1\nLIMIT 5 OFFSET 10');
    expect(() => appendLimit('SELECT 1', 5, -1)).toThrow();
  });
});

describe('generic types', () => {
  const { NUMERIC, STRING, TEMPORAL, BOOLEAN } = TYPE_GENERIC;
  it.each([
    ['BIGINT', NUMERIC],
    ['int(11) unsigned', NUMERIC],
    ['decimal(10,2)', NUMERIC],
    ['double precision', NUMERIC],
    ['Nullable(UInt64)', NUMERIC],
    ['Decimal64(2)', NUMERIC],
    ['HUGEINT', NUMERIC],
    ['real', NUMERIC],
    ['INTERVAL', STRING],
    ['character varying(20)', STRING],
    ['LowCardinality(Nullable(String))', STRING],
    ['uuid', STRING],
    ['INTEGER[]', STRING],
    ['time without time zone', STRING],
    ['daterange', STRING],
    ['timestamp(3) with time zone', TEMPORAL],
    ['TIMESTAMP WITH TIME ZONE', TEMPORAL],
    ["Nullable(DateTime64(3, 'UTC'))", TEMPORAL],
    ['Date32', TEMPORAL],
    ['datetime(3)', TEMPORAL],
    ['TIMESTAMP_NS', TEMPORAL],
    ['boolean', BOOLEAN],
    ['Bool', BOOLEAN],
  ])('%s', (type, generic) => {
    expect(genericType(type)).toBe(generic);
  });

  it('follows SQLite affinity', () => {
    expect(sqliteGenericType('UNSIGNED BIG INT')).toBe(NUMERIC);
    expect(sqliteGenericType('VARCHAR(10)')).toBe(STRING);
    expect(sqliteGenericType('DOUBLE')).toBe(NUMERIC);
    expect(sqliteGenericType('TIMESTAMP')).toBe(TEMPORAL);
    expect(sqliteGenericType('BOOLEAN')).toBe(BOOLEAN);
    expect(sqliteGenericType('')).toBe(STRING);
  });
});

describe('grain reference used by the engine tests', () => {
  it('matches the hand-worked buckets of 2024-03-13 15:47:31 (a Wednesday)', () => {
    const at = '2024-03-13T15:47:31.000Z';
    const iso = (grain: Parameters<typeof expectedBucket>[0]) => new Date(expectedBucket(grain, at)).toISOString();
    expect(iso('PT5M')).toBe('2024-03-13T15:45:00.000Z');
    expect(iso('PT6H')).toBe('2024-03-13T12:00:00.000Z');
    expect(iso('P1W')).toBe('2024-03-11T00:00:00.000Z');
    expect(iso('1969-12-28T00:00:00Z/P1W')).toBe('2024-03-10T00:00:00.000Z');
    expect(iso('P1W/1970-01-03T00:00:00Z')).toBe('2024-03-16T00:00:00.000Z');
    expect(iso('P1W/1970-01-04T00:00:00Z')).toBe('2024-03-17T00:00:00.000Z');
    expect(iso('P3M')).toBe('2024-01-01T00:00:00.000Z');
    expect(iso('P1Y')).toBe('2024-01-01T00:00:00.000Z');
  });
});
