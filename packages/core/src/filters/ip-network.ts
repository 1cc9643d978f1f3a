/**
 * IP networks as Python's `ipaddress.ip_network(value, strict=False)` reads them, which Superset's
 * internet-address type uses: an IPv4 or IPv6 address, with an optional prefix length (host bits
 * ignored), or a whole number (an address as an integer). Addresses are integers; an IPv6 one beyond
 * 2^53 is its decimal digits, as JSON carries no bigger exact number.
 */
export type IpInteger = number | string;

export interface IpNetwork {
  start: IpInteger;
  end: IpInteger;
}

const V4_BITS = 32n;
const V6_BITS = 128n;

const asInteger = (n: bigint): IpInteger => (n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString());

/** Dotted quad; Python refuses leading zeros ('010.0.0.1') as ambiguous octal. */
const parseV4 = (text: string): bigint | null => {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || (part.length > 1 && part.startsWith('0')) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
};

const parseGroups = (text: string): bigint[] | null => {
  if (text === '') return [];
  const groups: bigint[] = [];
  const parts = text.split(':');
  for (const [i, part] of parts.entries()) {
    // An IPv4 tail ('::ffff:10.0.0.1') stands for the last two groups.
    if (i === parts.length - 1 && part.includes('.')) {
      const v4 = parseV4(part);
      if (v4 === null) return null;
      groups.push(v4 >> 16n, v4 & 0xffffn);
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) groups.push(BigInt(`0x${part}`));
    else return null;
  }
  return groups;
};

const parseV6 = (text: string): bigint | null => {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0] ?? '');
  const tail = halves.length === 2 ? parseGroups(halves[1] ?? '') : [];
  if (head === null || tail === null) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<bigint>(missing).fill(0n), ...tail];
  return groups.reduce((acc, g) => (acc << 16n) | g, 0n);
};

const networkOf = (address: bigint, prefix: bigint, bits: bigint): IpNetwork => {
  const hostBits = bits - prefix;
  const start = (address >> hostBits) << hostBits;
  return { start: asInteger(start), end: asInteger(start + (1n << hostBits) - 1n) };
};

export const parseIpNetwork = (raw: string): IpNetwork | null => {
  const text = raw.trim();
  if (/^\d+$/.test(text)) {
    // Python reads a whole number as an address: IPv4 below 2^32, else IPv6.
    const n = BigInt(text);
    if (n >= 1n << V6_BITS) return null;
    return { start: asInteger(n), end: asInteger(n) };
  }
  const [address = '', prefixText, ...rest] = text.split('/');
  if (rest.length > 0) return null;
  const v4 = parseV4(address);
  const v6 = v4 === null ? parseV6(address) : null;
  const bits = v4 !== null ? V4_BITS : V6_BITS;
  const value = v4 ?? v6;
  if (value === null) return null;
  if (prefixText === undefined) return networkOf(value, bits, bits);
  if (!/^\d{1,3}$/.test(prefixText) || BigInt(prefixText) > bits) return null;
  return networkOf(value, BigInt(prefixText), bits);
};
