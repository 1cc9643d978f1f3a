import { columnsOf, labelOfColumn, type FormData } from '@tessera/core';

/** The group-by columns' labels, the keys of their values in the rows. */
export const groupbyLabels = (fd: FormData): string[] => columnsOf(fd['groupby']).map(labelOfColumn);
