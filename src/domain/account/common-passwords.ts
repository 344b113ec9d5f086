/**
 * The most common passwords, refused at registration and on a password change: the spec's 6 to 30
 * characters allow '123456', 'qwerty' and 'galatasaray', the first words any guesser tries. The lists
 * are large, so only the server imports this module (the forms show the server's message).
 */
import { foldSearchText } from '../catalog/search-text.ts';
import { COMMON_PASSWORDS } from './common-passwords-list.ts';
import { TURKISH_COMMON_PASSWORDS } from './common-passwords-tr.ts';

/**
 * A password as the lists are compared: lower case with Turkish letters folded to ASCII (İ I ı i all
 * 'i', Ş 's', Ğ 'g'...), so 'ŞİFRE', 'Şifre' and 'sifre' are one word and 'QWERTYUIOP' is not
 * lower-cased to 'qwertyuıop'.
 */
export function normalisePasswordForLookup(password: string): string {
  return foldSearchText(password).toLowerCase();
}

let common: ReadonlySet<string> | undefined;

function commonSet(): ReadonlySet<string> {
  common ??= new Set(
    [...COMMON_PASSWORDS.split('\n'), ...TURKISH_COMMON_PASSWORDS]
      .filter((word) => word !== '')
      .map(normalisePasswordForLookup),
  );
  return common;
}

/** Whether a password is one of the most common ones, or one character repeated ('aaaaaa'). */
export function isCommonPassword(password: string): boolean {
  const folded = normalisePasswordForLookup(password);
  if (/^(.)\1*$/su.test(folded)) return true;
  return commonSet().has(folded);
}
