import { describe, expect, it } from 'vitest';
import { readNumberList, readTextList } from './form-data';

const fd = { datasource: '1__table', viz_type: 'bullet', ranges: ' 2, 4 ,x,,5 ', labels: 'low, mid,high', one: 7 };

describe('comma-separated form data', () => {
  it('reads numbers and skips what is not one', () => {
    expect(readNumberList(fd, 'ranges')).toEqual([2, 4, 5]);
    expect(readNumberList(fd, 'one')).toEqual([7]);
    expect(readNumberList(fd, 'missing')).toEqual([]);
  });

  it('reads labels, trimmed', () => {
    expect(readTextList(fd, 'labels')).toEqual(['low', 'mid', 'high']);
  });
});
