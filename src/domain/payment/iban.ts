/**
 * How an IBAN is shown and copied: printed in groups of four ('TR10 0001 0000 …'), the way banks
 * print it, so that it is read and compared group by group; copied without spaces, as the
 * shopper's banking app takes it.
 */

/** The IBAN without spaces, in capitals: what the copy button puts on the clipboard. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** The IBAN's groups of four characters (the last one may be shorter), for display. */
export function ibanGroups(iban: string): string[] {
  return compactIban(iban).match(/.{1,4}/g) ?? [];
}
