import { isIPv4, isIPv6 } from 'node:net';

/** Groups of an IPv6 address, all eight, as numbers; undefined when it does not parse. */
function ipv6Groups(address: string): number[] | undefined {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return undefined;
  const part = (text: string): string[] => (text === '' ? [] : text.split(':'));
  const before = part(head);
  const after = tail === undefined ? [] : part(tail);
  const missing = 8 - before.length - after.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...before, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...after].map((group) => parseInt(group, 16));
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

/**
 * The key the sign-in throttle counts a client address under: an IPv4 address as it is
 * (also when written IPv4-mapped, `::ffff:10.0.0.1`), an IPv6 address by its /64 prefix,
 * since one subscriber usually holds a whole /64 and could otherwise change address at
 * will. Anything else, or nothing, is one key of its own.
 *
 * @example
 * addressKey('2001:db8:1:2:aaaa::1'); // '2001:db8:1:2::/64'
 */
export function addressKey(address: string | undefined): string {
  const text = (address ?? '').trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(text)) return text;
  const groups = isIPv6(text) && !text.includes('.') ? ipv6Groups(text.toLowerCase()) : undefined;
  if (groups)
    return `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`;
  return text === '' ? 'unknown' : `other:${text.slice(0, 100)}`;
}
