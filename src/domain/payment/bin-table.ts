/**
 * The BIN table the shop maintains: the first 6 digits of Turkish credit cards of the main banks,
 * with their card network and the installment family (Bonus, World, ...) whose plans apply.
 *
 * Only credit cards are listed: Turkish banks give installments on credit cards, not on debit
 * cards, so any BIN not in the table (a debit card, a foreign card, a bank not listed) pays in a
 * single payment. Entries were checked against a public Turkish BIN list (issuer, network, credit
 * type); extend the table as banks issue new ranges.
 */

/** Card networks the payment page distinguishes. */
export type CardNetwork = 'VISA' | 'MASTERCARD' | 'TROY' | 'AMEX';

/** Installment families and the banks whose credit cards carry them. */
export type CardFamily =
  | 'Bonus'
  | 'World'
  | 'Maximum'
  | 'Axess'
  | 'CardFinans'
  | 'Paraf'
  | 'Advantage'
  | 'Bankkart';

/** One issuer's credit BINs per network. */
interface IssuerRanges {
  readonly bank: string;
  readonly family: CardFamily;
  readonly bins: Readonly<Partial<Record<CardNetwork, readonly string[]>>>;
}

const ISSUERS: readonly IssuerRanges[] = [
  {
    bank: 'Garanti BBVA',
    family: 'Bonus',
    bins: {
      VISA: ['426886', '426887', '426888', '482489', '482490', '482491', '489477', '489478', '489479'],
      MASTERCARD: ['520097', '520940', '534261', '540669', '554253', '554254', '554960', '557023'],
      AMEX: ['374421', '374422', '374427', '375622', '375623'],
    },
  },
  {
    bank: 'Denizbank',
    family: 'Bonus',
    bins: { VISA: ['409070', '441139', '472914'], MASTERCARD: ['520019', '543358'] },
  },
  {
    bank: 'TEB',
    family: 'Bonus',
    bins: { VISA: ['402458', '402459', '427308'], MASTERCARD: ['510138', '510221'] },
  },
  {
    bank: 'Yapı Kredi',
    family: 'World',
    bins: {
      VISA: ['409021', '409022', '479620', '479794', '492128', '492131'],
      MASTERCARD: ['540061', '540062', '540063', '542117', '545103', '557824'],
      TROY: ['979263'],
    },
  },
  {
    bank: 'VakıfBank',
    family: 'World',
    bins: { VISA: ['402940', '409084', '411724'], MASTERCARD: ['520017', '542798'] },
  },
  {
    bank: 'Türkiye İş Bankası',
    family: 'Maximum',
    bins: {
      VISA: ['418342', '418343', '418344', '454318', '454360', '479610'],
      MASTERCARD: ['510152', '525382', '543709', '543745', '548237'],
    },
  },
  {
    bank: 'Akbank',
    family: 'Axess',
    bins: {
      VISA: ['435508', '435509', '456373', '479680'],
      MASTERCARD: ['520932', '534253', '557113', '557829'],
      TROY: ['979206'],
      AMEX: ['375557'],
    },
  },
  {
    bank: 'QNB',
    family: 'CardFinans',
    bins: {
      VISA: ['402277', '402278', '402563', '409364', '410147', '413583', '422376'],
      MASTERCARD: ['516733'],
      TROY: ['979203'],
    },
  },
  {
    bank: 'Halkbank',
    family: 'Paraf',
    bins: {
      VISA: ['402526', '416607', '423480', '492094', '492095'],
      MASTERCARD: ['510056', '529042', '536503', '543081'],
    },
  },
  {
    bank: 'ING',
    family: 'Advantage',
    bins: {
      VISA: ['400684', '408579', '478797', '490805'],
      MASTERCARD: ['514140', '540024', '542605', '554297'],
      TROY: ['979224'],
    },
  },
  {
    bank: 'Ziraat Bankası',
    family: 'Bankkart',
    bins: { VISA: ['487146'], MASTERCARD: ['511885', '523529', '527749', '540130', '549449', '557844'] },
  },
];

/** What a BIN tells: the network, and for a listed credit card its bank and installment family. */
export interface BinInfo {
  readonly bin: string;
  readonly organization: CardNetwork;
  readonly bank: string | null;
  readonly family: CardFamily | null;
}

const TABLE: ReadonlyMap<string, { bank: string; family: CardFamily; network: CardNetwork }> = new Map(
  ISSUERS.flatMap((issuer) =>
    Object.entries(issuer.bins).flatMap(([network, bins]) =>
      (bins ?? []).map(
        (bin) =>
          [bin, { bank: issuer.bank, family: issuer.family, network: network as CardNetwork }] as const,
      ),
    ),
  ),
);

/** The network a card number's leading digits name (4 VISA, 34/37 AMEX, 9792/65 TROY, 2221-2720 and 51-55 MASTERCARD). */
export function networkOf(digits: string): CardNetwork {
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(9792|65)/.test(digits)) return 'TROY';
  if (/^4/.test(digits)) return 'VISA';
  return 'MASTERCARD';
}

/** Whether a BIN as sent is 6 or 8 digits. */
export function isBin(value: string): boolean {
  return /^\d{6}(\d{2})?$/.test(value);
}

/** What the first 6 (or 8) digits of a card tell; an unlisted BIN has no bank or family. */
export function lookupBin(value: string): BinInfo {
  const bin = value.slice(0, 6);
  const listed = TABLE.get(bin);
  return listed
    ? { bin, organization: listed.network, bank: listed.bank, family: listed.family }
    : { bin, organization: networkOf(value), bank: null, family: null };
}

/** Every listed BIN, for tests and the test virtual POS's documented cards. */
export function listedBins(): ReadonlyArray<{
  bin: string;
  bank: string;
  family: CardFamily;
  network: CardNetwork;
}> {
  return [...TABLE].map(([bin, v]) => ({ bin, ...v }));
}
