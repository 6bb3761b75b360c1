import { isIPv6 } from "node:net";

/** An IPv4 address as an IPv6 socket reports it: "::ffff:203.0.113.7". */
const MAPPED_PREFIX = "::ffff:";
const MAPPED_IPV4 = /^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/i;

/**
 * The key that counts one client's requests (contact messages, orders, staff logins): IPv4 as is,
 * IPv6 by its /64 (one subscriber usually gets a whole /64, and could otherwise send from a new
 * address every time).
 */
export function addressKey(address: string): string {
  if (MAPPED_IPV4.test(address)) return address.slice(MAPPED_PREFIX.length);
  // The zone ("%eth0" in "fe80::1%eth0") is no part of the address.
  const plain = address.replace(/%.*/s, "");
  if (!isIPv6(plain)) return address;
  const [left = "", right] = plain.split("::");
  const head = left ? left.split(":") : [];
  const tail = right ? right.split(":") : [];
  const groups =
    right === undefined ? head : [...head, ...Array(8 - head.length - tail.length).fill("0"), ...tail];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
