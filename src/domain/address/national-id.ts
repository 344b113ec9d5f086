/**
 * Checksums of the Turkish identity numbers: the T.C. Kimlik No of a person (11 digits) and the
 * Vergi Kimlik No of a company (10 digits). SPEC §5 asks only for the digit counts; a shop turns the
 * checksums on with its tcknVknKontrol setting (address-validation.ts), and they never apply to the
 * fillers of non-Türkiye addresses.
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

/**
 * Whether a 10-digit string passes the Vergi Kimlik No checksum of the Gelir İdaresi: each of the
 * first nine digits d at position p (1-based) gives c = (d + 10 - p) mod 10, weighted to
 * (c × 2^(10-p)) mod 9 (9 when c is 9); the tenth digit is (10 - sum mod 10) mod 10.
 */
export function isVergiKimlikNo(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  let sum = 0;
  for (let p = 1; p <= 9; p++) {
    const c = (Number(value[p - 1]) + 10 - p) % 10;
    sum += c === 9 ? 9 : (c * 2 ** (10 - p)) % 9;
  }
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}
