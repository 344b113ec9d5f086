/**
 * Seeds the shop itself: the settings rows (defaultSettings as key/value strings, with the shipping
 * product as urNo and the demo bank accounts), the store row, and the card families' virtual POS
 * rows with their installment plans.
 */
import { defaultSettings, type SettingsKey, settingsKeys } from '../../domain/settings.ts';
import {
  BANK_ACCOUNT_SEPARATOR,
  BANK_FIELD_SEPARATOR,
  SOCIAL_MEDIA_SEPARATOR,
} from '../../domain/store-settings.ts';
import type { Database } from '../db/client.ts';
import { bankPos, posPlans, settings, store } from '../db/schema/index.ts';
import { turkishIban } from './iban.ts';
import { bankLogoFile, type LogoSpec } from './images.ts';

/** The demo store. */
export const STORE = {
  name: 'Anadolu Ticaret',
  url: 'https://www.anadoluticaret.com.tr',
  whatsapp: '905321234567',
  accountName: 'Anadolu Ticaret A.Ş.',
} as const;

/**
 * The demo seller's legal data for the Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi
 * (made up; the Vergi Kimlik No passes its checksum and the MERSİS No is 0 + it + 00015).
 */
export const SELLER = {
  legalName: 'Anadolu Ticaret Anonim Şirketi',
  address: 'Esentepe Mah. Büyükdere Cad. No: 185 Kat: 7, 34394 Şişli/İSTANBUL',
  phone: '+90 (212) 555 01 23',
  email: 'destek@anadoluticaret.com.tr',
  mersisNo: '0068012345600015',
  taxOffice: 'Zincirlikuyu',
  taxNumber: '0680123456',
} as const;

/** The banks for havale/EFT payment: name, 5-digit bank code, branch-account number. */
const TRANSFER_BANKS = [
  { bank: 'T.C. Ziraat Bankası', code: '00010', account: '1453-64712058' },
  { bank: 'Türkiye İş Bankası', code: '00064', account: '1071-20394857' },
  { bank: 'Garanti BBVA', code: '00062', account: '0923-38475601' },
] as const;

/** The b2cHavaleEftHesapBilgisi value: 'Banka_Hesap Adı_Hesap No_IBAN' entries joined by '|'. */
export function bankAccountsSetting(): string {
  return TRANSFER_BANKS.map((b) =>
    [b.bank, STORE.accountName, b.account, turkishIban(b.code, b.account.replace('-', ''))].join(
      BANK_FIELD_SEPARATOR,
    ),
  ).join(BANK_ACCOUNT_SEPARATOR);
}

/** The store's socialMedia string: five 'flag-url' parts (Pinterest hidden, to show the flag at work). */
export function socialMediaSetting(): string {
  return [
    '1-https://www.facebook.com/anadoluticaret',
    '1-https://www.instagram.com/anadoluticaret',
    '1-https://x.com/anadoluticaret',
    '1-https://www.youtube.com/@anadoluticaret',
    '0-https://www.pinterest.com/anadoluticaret',
  ].join(SOCIAL_MEDIA_SEPARATOR);
}

/** Card families with their bank, logo colour and a small commission offset. */
export const CARD_FAMILIES = [
  { bank: 'Garanti BBVA', family: 'Bonus', slug: 'bonus', colour: '#2e7d32' },
  { bank: 'Yapı Kredi', family: 'World', slug: 'world', colour: '#6a1b9a' },
  { bank: 'Türkiye İş Bankası', family: 'Maximum', slug: 'maximum', colour: '#ad1457' },
  { bank: 'Akbank', family: 'Axess', slug: 'axess', colour: '#c62828' },
  { bank: 'QNB', family: 'CardFinans', slug: 'cardfinans', colour: '#283593' },
  { bank: 'Halkbank', family: 'Paraf', slug: 'paraf', colour: '#00838f' },
  { bank: 'ING', family: 'Advantage', slug: 'advantage', colour: '#ef6c00' },
  { bank: 'Ziraat Bankası', family: 'Bankkart', slug: 'bankkart', colour: '#b71c1c' },
] as const;

/** The logos images.ts draws for the card families. */
export const CARD_LOGOS: readonly LogoSpec[] = CARD_FAMILIES.map((c) => ({
  slug: c.slug,
  name: c.family,
  colour: c.colour,
}));

/** Installment counts offered and their base commission percent. */
const PLANS: ReadonlyArray<readonly [installments: number, commission: number]> = [
  [2, 2.49],
  [3, 3.39],
  [6, 5.99],
  [9, 8.49],
  [12, 10.99],
];

/** Inserts the settings rows, the store row and the POS plans; returns row counts. */
export async function seedShop(db: Database, shippingProductId: number): Promise<Record<string, number>> {
  const values: Record<SettingsKey, string> = {
    ...defaultSettings,
    urNo: String(shippingProductId),
    b2cHavaleEftHesapBilgisi: bankAccountsSetting(),
  };
  await db.insert(settings).values(settingsKeys.map((key) => ({ key, value: values[key] })));
  await db.insert(store).values({
    id: 1,
    name: STORE.name,
    url: STORE.url,
    whatsapp: STORE.whatsapp,
    whatsappControl: true,
    socialMedia: socialMediaSetting(),
    ...SELLER,
  });
  await db.insert(bankPos).values(
    CARD_FAMILIES.map((c, i) => ({
      id: i + 1,
      name: c.bank,
      cardFamily: c.family,
      logo: bankLogoFile(c.slug),
    })),
  );
  const plans = CARD_FAMILIES.flatMap((_, b) =>
    PLANS.map(([installment, base], p) => ({
      id: b * PLANS.length + p + 1,
      bankPosId: b + 1,
      installment,
      // Banks differ a little, and more on long plans.
      commissionFee: (base + ((b * 7) % 5) * 0.1 * (1 + p / 2)).toFixed(2),
    })),
  );
  await db.insert(posPlans).values(plans);
  return { settings: settingsKeys.length, store: 1, bankPos: CARD_FAMILIES.length, posPlans: plans.length };
}
