/**
 * The Turkish national ID (T.C. Kimlik No) checksum. The address form does NOT use it to block a
 * submit: SPEC §5 only asks for exactly 11 digits, and the old product sends the filler 11111111111
 * (which fails the checksum) for addresses without an ID. Use it for warnings or for callers that
 * really need a genuine ID (e-invoice integration, for example).
 */

/** Whether an 11-digit string passes the T.C. Kimlik No rules (first digit not 0, digits 10 and 11 as checksums). */
export function isTcKimlikNo(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number) as number[];
  const at = (i: number): number => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  // The difference can be negative; bring it back into 0..9 before comparing.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== at(9)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += at(i);
  return sum % 10 === at(10);
}
