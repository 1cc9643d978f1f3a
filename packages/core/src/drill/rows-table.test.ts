import { describe, expect, it } from 'vitest';
import { DETAIL_DATE_FORMAT, rowsDateFormat, rowsNumberFormats, rowsTableColumns } from './rows-table.js';

const at = Date.UTC(2024, 2, 5, 14, 30, 0);

describe('rowsTableColumns', () => {
  it('formats temporal cells as dates, not epoch milliseconds, and heads columns with verbose names', () => {
    const [date, origin, delay] = rowsTableColumns({
      colnames: ['date', 'origin', 'delay'],
      coltypes: [2, 1, 0],
      verboseMap: { date: 'Departure', origin: 'Origin airport' },
    });
    expect(date?.header).toBe('Departure');
    expect(date?.format(at)).toBe('2024-03-05 14:30:00');
    expect(date?.format('2024-03-05T14:30:00Z')).toBe('2024-03-05 14:30:00');
    expect(origin?.header).toBe('Origin airport');
    expect(delay?.header).toBe('delay');
    expect(delay?.format(12.5)).toBe('12.5');
    expect(delay?.format(null)).toBe('N/A');
  });

  it("heads a pivoted metric column with the metric's verbose name and its series", () => {
    const [pivoted, plain] = rowsTableColumns({
      colnames: ['avg_price, AAPL', 'x, y'],
      coltypes: [0, 0],
      verboseMap: { avg_price: 'Average price' },
    });
    expect(pivoted?.header).toBe('Average price, AAPL');
    expect(plain?.header).toBe('x, y');
  });

  it("uses the chart's date format and the metrics' number formats", () => {
    const [date, count, other] = rowsTableColumns({
      colnames: ['date', 'count', 'other'],
      coltypes: [2, 0, 0],
      dateFormat: '%d/%m/%Y',
      numberFormats: { count: ',d' },
    });
    expect(date?.format(at)).toBe('05/03/2024');
    expect(count?.format(1234567)).toBe('1,234,567');
    expect(other?.format(1234567)).toBe('1234567');
  });

  it('keeps unparsable dates, objects and booleans readable; an own-key lookup ignores the prototype', () => {
    const [when, json, flag] = rowsTableColumns({
      colnames: ['when', 'constructor', 'flag'],
      coltypes: [2, 1, 3],
      dateFormat: 'smart_date',
      verboseMap: {},
    });
    expect(when?.format('soon')).toBe('soon');
    expect(json?.header).toBe('constructor');
    expect(json?.format({ a: 1 })).toBe('{"a":1}');
    expect(flag?.format(true)).toBe('true');
  });
});

describe('rowsDateFormat', () => {
  it("takes the chart's explicit timestamp format and skips the adaptive default", () => {
    const base = { viz_type: 'table', datasource: '1__table' };
    expect(rowsDateFormat({ ...base, table_timestamp_format: '%Y' })).toBe('%Y');
    expect(rowsDateFormat({ ...base, x_axis_time_format: 'smart_date' })).toBe(DETAIL_DATE_FORMAT);
    expect(rowsDateFormat(base)).toBe(DETAIL_DATE_FORMAT);
  });
});

describe('rowsNumberFormats', () => {
  const base = { viz_type: 'echarts_timeseries_bar', datasource: '1__table' };
  it("formats metrics with the chart's explicit number format, leaving dataset columns alone", () => {
    expect(rowsNumberFormats({ ...base, y_axis_format: ',.2f' }, ['origin', 'count'], ['origin'])).toEqual({
      count: ',.2f',
    });
  });
  it("falls back to the metric's saved format when the chart keeps the default", () => {
    const formats = rowsNumberFormats({ ...base, y_axis_format: 'SMART_NUMBER' }, ['sum', 'avg'], [], { sum: '$,d' });
    expect(formats).toEqual({ sum: '$,d' });
    const pivoted = rowsNumberFormats(base, ['date', 'sum, SEA', 'avg, SEA'], ['date'], { sum: '$,d' });
    expect(pivoted).toEqual({ 'sum, SEA': '$,d' });
  });
});
