/**
 * Turkish IBANs for the demo bank accounts: 'TR' + 2 check digits + 5-digit bank code + '0' + 16-digit
 * account, with the ISO 13616 mod-97 check digits, so they pass any IBAN validator while being fake.
 */

/** Number of characters of a Turkish IBAN. */
export const TR_IBAN_LENGTH = 26;

// Letters count as 10 (A) to 35 (Z) in the mod-97 check.
function numeric(text: string): string {
  return [...text.toUpperCase()]
    .map((ch) => (ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch))
    .join('');
}

function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/** Whether an IBAN (spaces allowed) has a valid mod-97 checksum; Turkish ones must also be 26 characters. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  if (compact.startsWith('TR') && (compact.length !== TR_IBAN_LENGTH || !/^TR\d{24}$/.test(compact)))
    return false;
  return mod97(numeric(compact.slice(4) + compact.slice(0, 4))) === 1;
}

/** The Turkish IBAN of a bank code (5 digits) and an account number (up to 16 digits). */
export function turkishIban(bankCode: string, account: string): string {
  if (!/^\d{5}$/.test(bankCode) || !/^\d{1,16}$/.test(account))
    throw new RangeError('Bad bank code or account');
  const bban = `${bankCode}0${account.padStart(16, '0')}`;
  const check = 98 - mod97(numeric(`${bban}TR00`));
  return `TR${String(check).padStart(2, '0')}${bban}`;
}
