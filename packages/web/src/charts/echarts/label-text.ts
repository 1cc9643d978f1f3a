/** What a pie or funnel label shows (`label_type`): the category, its value, its percentage or a mix. */
export const LABEL_TYPES = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
  'value_percent',
] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** The label text for each label type, from the formatted parts. */
export const labelText = (type: LabelType, name: string, value: string, percent: string): string => {
  switch (type) {
    case 'key':
      return name;
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
  }
};
