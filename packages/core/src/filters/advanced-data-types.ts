import { parseIpNetwork, type IpInteger } from './ip-network.js';

/**
 * Superset's advanced data types (`ADVANCED_DATA_TYPES`, spec 03 §5 and §7): a column tagged with one
 * takes filter values in its own words ('10.0.0.0/8', 'https'), which `translateType` turns into
 * numbers and `translateFilter` into a condition on the column. Both built-ins are here: internet
 * address (an IP or a CIDR range) and port (a number or a service name).
 */

/** Superset's FilterStringOperators the built-ins accept (`valid_filter_operators`). */
export const ADVANCED_TYPE_OPERATORS = [
  'EQUALS',
  'GREATER_THAN_OR_EQUAL',
  'GREATER_THAN',
  'IN',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
] as const;

/** One converted value: an address, a range of addresses, or the ports a name stands for. */
export type AdvancedValue = IpInteger | { start: IpInteger; end: IpInteger } | number[] | '' | [''];

/** The answer of `GET /api/v1/advanced_data_type/convert` (Superset's AdvancedDataTypeResponse). */
export interface AdvancedDataTypeResponse {
  values: AdvancedValue[];
  error_message: string;
  display_value: string;
  valid_filter_operators: string[];
}

/** A condition on the filtered column, which the server writes in its engine's SQL. */
export type AdvancedCondition =
  | { kind: 'compare'; op: '=' | '<>' | '<' | '<=' | '>' | '>='; value: IpInteger }
  | { kind: 'in'; negate: boolean; values: IpInteger[] }
  | { kind: 'range'; negate: boolean; start: IpInteger; end: IpInteger }
  | { kind: 'any' | 'all'; parts: AdvancedCondition[] };

export interface AdvancedDataType {
  verboseName: string;
  description: string;
  translateType: (values: readonly unknown[]) => AdvancedDataTypeResponse;
  /** Null when the operator does not apply to the values (the filter is refused). */
  translateFilter: (op: string, values: readonly AdvancedValue[]) => AdvancedCondition | null;
}

const emptyResponse = (): AdvancedDataTypeResponse => ({
  values: [],
  error_message: '',
  display_value: '',
  valid_filter_operators: [...ADVANCED_TYPE_OPERATORS],
});

const isRange = (v: AdvancedValue): v is { start: IpInteger; end: IpInteger } =>
  typeof v === 'object' && !Array.isArray(v);

const displayOf = (values: readonly AdvancedValue[]): string =>
  values
    .map((v) => (isRange(v) ? `${v.start} - ${v.end}` : Array.isArray(v) ? `[${v.join(', ')}]` : String(v)))
    .join(', ');

const isEmptyRequest = (values: readonly unknown[]): boolean => values.length === 1 && values[0] === '';

const cidrType = (values: readonly unknown[]): AdvancedDataTypeResponse => {
  const resp = emptyResponse();
  if (isEmptyRequest(values)) return { ...resp, values: [''] };
  for (const value of values) {
    const network = parseIpNetwork(String(value));
    if (network === null) {
      resp.error_message = `'${String(value)}' does not appear to be an IPv4 or IPv6 network`;
      break;
    }
    resp.values.push(network.start === network.end ? network.start : network);
    resp.display_value = displayOf(resp.values);
  }
  return resp;
};

/** Superset's `cidr_translate_filter_func`, with NOT IN meaning outside every range (Superset ANDs an impossible pair). */
const cidrFilter = (op: string, values: readonly AdvancedValue[]): AdvancedCondition | null => {
  const singles = values.filter((v): v is IpInteger => !isRange(v) && !Array.isArray(v) && v !== '');
  const ranges = values.filter(isRange);
  if (op === 'IN' || op === 'NOT IN') {
    const negate = op === 'NOT IN';
    const parts: AdvancedCondition[] = [
      ...(singles.length > 0 ? [{ kind: 'in' as const, negate, values: singles }] : []),
      ...ranges.map((r) => ({ kind: 'range' as const, negate, ...r })),
    ];
    return { kind: negate ? 'all' : 'any', parts };
  }
  const [value] = values;
  if (values.length !== 1 || value === undefined || value === '' || Array.isArray(value)) return null;
  const range = isRange(value) ? value : { start: value, end: value };
  switch (op) {
    case '==':
      return isRange(value) ? { kind: 'range', negate: false, ...range } : { kind: 'compare', op: '=', value };
    case '!=':
      return isRange(value) ? { kind: 'range', negate: true, ...range } : { kind: 'compare', op: '<>', value };
    case '>=':
    case '>':
      return { kind: 'compare', op, value: range.end };
    case '<':
    case '<=':
      return { kind: 'compare', op, value: range.start };
    default:
      return null;
  }
};

/** Superset's port names; a name may stand for several ports (ftp is 20 and 21). */
export const PORT_NAMES: Readonly<Record<string, readonly number[]>> = {
  http: [80],
  ssh: [22],
  https: [443],
  ftp: [20, 21],
  ftps: [989, 990],
  telnet: [23],
  telnets: [992],
  smtp: [25],
  submissions: [465],
  kerberos: [88],
  'kerberos-adm': [749],
  pop3: [110],
  pop3s: [995],
  nntp: [119],
  nntps: [563],
  ntp: [123],
  snmp: [161],
  ldap: [389],
  ldaps: [636],
  imap2: [143],
  imaps: [993],
  MySQL: [3306],
  'Remote Desktop': [3389],
  dns: [53],
  ctf: [84],
  pdap: [344],
};

const portNumber = (n: number): number[] | null => (n >= 1 && n <= 65535 ? [n] : null);

const portType = (values: readonly unknown[]): AdvancedDataTypeResponse => {
  const resp = emptyResponse();
  if (isEmptyRequest(values)) return { ...resp, values: [['']] };
  for (const value of values) {
    const text = String(value);
    const ports = /^\d+$/.test(text)
      ? portNumber(Number(text))
      : Object.hasOwn(PORT_NAMES, text)
        ? PORT_NAMES[text]
        : null;
    if (ports === null || ports === undefined) {
      resp.error_message = `'${text}' does not appear to be a port name or number`;
      break;
    }
    resp.values.push([...ports]);
    resp.display_value = displayOf(resp.values);
  }
  return resp;
};

/** Superset's `port_translate_filter_func`: a name's ports compare by their lowest or highest. */
const portFilter = (op: string, values: readonly AdvancedValue[]): AdvancedCondition | null => {
  const lists = values.filter((v): v is number[] => Array.isArray(v) && v.every((p) => typeof p === 'number'));
  if (lists.length !== values.length || lists.length === 0) return null;
  if (op === 'IN' || op === 'NOT IN') return { kind: 'in', negate: op === 'NOT IN', values: lists.flat() };
  const [ports] = lists;
  if (lists.length !== 1 || ports === undefined) return null;
  const sorted = [...ports].sort((a, b) => a - b);
  const low = sorted[0] ?? 0;
  const high = sorted[sorted.length - 1] ?? 0;
  switch (op) {
    case '==':
      return { kind: 'in', negate: false, values: sorted };
    case '!=':
      return { kind: 'in', negate: true, values: sorted };
    case '>=':
    case '>':
      return { kind: 'compare', op, value: low };
    case '<':
    case '<=':
      return { kind: 'compare', op, value: high };
    default:
      return null;
  }
};

/** Superset's default `ADVANCED_DATA_TYPES`: its two built-ins, under the same keys. */
export const ADVANCED_DATA_TYPES: Readonly<Record<string, AdvancedDataType>> = {
  internet_address: {
    verboseName: 'internet address',
    description: 'represents both an ip and cidr range',
    translateType: cidrType,
    translateFilter: cidrFilter,
  },
  port: {
    verboseName: 'port',
    description: 'represents of a port',
    translateType: portType,
    translateFilter: portFilter,
  },
};

export const advancedDataTypeOf = (key: string | null | undefined): AdvancedDataType | null =>
  key && Object.hasOwn(ADVANCED_DATA_TYPES, key) ? (ADVANCED_DATA_TYPES[key] ?? null) : null;
