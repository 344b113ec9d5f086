/**
 * The cargo companies the shop ships with (SPEC §3 Order item: kfadi the carrier's name, kargoUrl its
 * tracking base url, takipNo the tracking number; the tracking link is the url joined with the number).
 */

/** A cargo company: its name as an order line shows it, and its tracking base url. */
export interface Carrier {
  readonly key: string;
  readonly name: string;
  readonly url: string;
}

/** The known cargo companies, by key. */
export const CARRIERS = {
  yurtici: {
    key: 'yurtici',
    name: 'Yurtiçi Kargo',
    url: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=',
  },
  aras: { key: 'aras', name: 'Aras Kargo', url: 'https://kargotakip.araskargo.com.tr/mainpage.aspx?code=' },
  mng: { key: 'mng', name: 'MNG Kargo', url: 'https://www.mngkargo.com.tr/gonderi-takip?takipNo=' },
  ptt: { key: 'ptt', name: 'PTT Kargo', url: 'https://gonderitakip.ptt.gov.tr/Track/Verify?q=' },
  surat: { key: 'surat', name: 'Sürat Kargo', url: 'https://suratkargo.com.tr/KargoTakip/?kargotakipno=' },
  ups: { key: 'ups', name: 'UPS Kargo', url: 'https://www.ups.com.tr/WaybillSorgu.aspx?Waybill=' },
} as const satisfies Record<string, Carrier>;
export type CarrierKey = keyof typeof CARRIERS;

// Turkish-aware folding so 'yurtiçi', 'Yurtici Kargo' and 'YURTİÇİ' all name the same company.
function fold(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .replace(/\s+kargo$/, '')
    .replace(/[^a-z0-9]/g, '');
}

/** The known carrier a name or key names ('Yurtiçi Kargo', 'yurtici', 'ARAS'), or undefined. */
export function findCarrier(name: string): Carrier | undefined {
  const wanted = fold(name.trim());
  if (wanted === '') return undefined;
  return Object.values(CARRIERS).find((c) => c.key === wanted || fold(c.name) === wanted);
}

/** The tracking link of a line: the carrier's url joined with the number, or null without both. */
export function trackingLink(
  url: string | null | undefined,
  number: string | null | undefined,
): string | null {
  const no = (number ?? '').trim();
  const base = (url ?? '').trim();
  if (no === '' || base === '') return null;
  return `${base}${encodeURIComponent(no)}`;
}

/** A tracking number as carriers write them: 6 to 30 letters and digits (dashes allowed inside). */
export function isTrackingNumber(text: string): boolean {
  return /^[A-Za-z0-9](?:[A-Za-z0-9-]{4,28})[A-Za-z0-9]$/.test(text.trim());
}
