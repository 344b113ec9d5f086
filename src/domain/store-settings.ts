/**
 * Store settings kept as packed strings, as the old product stored them (SPEC §9): the social
 * media links and the bank accounts for money-order (havale/EFT) payment.
 */

// ---------------------------------------------------------------------------------------------------
// Social media links

/** The networks in the order their parts appear in the socialMedia string. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * Separator between the five parts of the socialMedia setting. The string is
 * "<facebook>|<instagram>|<twitter>|<youtube>|<pinterest>", and each part is a flag character
 * ('0' hides the link, anything else shows it), one more character the old product kept after the
 * flag (ignored), then the URL: "1-https://www.facebook.com/magaza|0-|1-https://x.com/magaza||".
 * '|' is the old product's usual field separator (the bank accounts string uses it too) and never
 * occurs unescaped in a URL.
 */
export const SOCIAL_MEDIA_SEPARATOR = '|';

/** The flag that hides a link. */
export const SOCIAL_HIDDEN_FLAG = '0';

export interface SocialLink {
  readonly network: SocialNetwork;
  /** The URL to link to: http(s) only; a URL given without a scheme gets 'https://'; '' if none or unsafe. */
  readonly url: string;
  /** Shown when the flag is not '0' and there is a usable URL. */
  readonly visible: boolean;
}

/** An http(s) URL as given, a scheme-less one ('www.facebook.com/x') with https://, else ''. */
function safeUrl(raw: string): string {
  const url = raw.trim();
  if (url === '') return '';
  if (/^https?:\/\/[^\s/]+/i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  // Anything else with a scheme (javascript:, data:, mailto:) is not a profile link.
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^[^:/]+:\d+(\/|$)/.test(url)) return '';
  if (/^[^\s/]+\.[^\s/]+/.test(url)) return `https://${url}`;
  return '';
}

/**
 * Reads the socialMedia setting into the five links, always in SOCIAL_NETWORKS order; missing
 * parts give hidden links with an empty URL.
 */
export function parseSocialMedia(value: string | null | undefined): SocialLink[] {
  const parts = (value ?? '').split(SOCIAL_MEDIA_SEPARATOR);
  return SOCIAL_NETWORKS.map((network, i) => {
    const part = (parts[i] ?? '').trim();
    const flag = part.charAt(0);
    const url = safeUrl(part.slice(2));
    return { network, url, visible: part !== '' && flag !== SOCIAL_HIDDEN_FLAG && url !== '' };
  });
}

// ---------------------------------------------------------------------------------------------------
// Bank accounts (b2cHavaleEftHesapBilgisi)

/** Separator between the banks in b2cHavaleEftHesapBilgisi. */
export const BANK_ACCOUNT_SEPARATOR = '|';
/** Separator between a bank's fields: bank, account name, account number, IBAN. */
export const BANK_FIELD_SEPARATOR = '_';

export interface BankAccount {
  readonly bankName: string;
  readonly accountName: string;
  readonly accountNo: string;
  readonly iban: string;
}

/**
 * Reads b2cHavaleEftHesapBilgisi ("Banka_Hesap Adı_Hesap No_IBAN|...") into bank accounts. Every
 * field is trimmed; empty parts and parts with no field filled in are skipped; missing fields are ''.
 */
export function parseBankAccounts(value: string | null | undefined): BankAccount[] {
  const accounts: BankAccount[] = [];
  for (const part of (value ?? '').split(BANK_ACCOUNT_SEPARATOR)) {
    const [bankName = '', accountName = '', accountNo = '', iban = ''] = part
      .split(BANK_FIELD_SEPARATOR)
      .map((f) => f.trim());
    if (bankName === '' && accountName === '' && accountNo === '' && iban === '') continue;
    accounts.push({ bankName, accountName, accountNo, iban });
  }
  return accounts;
}
