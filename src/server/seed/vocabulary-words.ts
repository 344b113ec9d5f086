/**
 * The demo catalog's words besides the category tree: fictional Turkish brands, colours (which also
 * colour the generated images), model names, description phrases, warehouses and campaigns.
 * Every brand here is made up; any likeness to a real company is unintended.
 */

/** Fictional brands per top-category code; a brand may serve several categories. */
export const BRANDS_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  EV: ['Lale Home', 'Pamukkale Ev', 'Çınaraltı', 'Boğaziçi Mutfak', 'Kapadokya Tekstil', 'Anadolu Sofrası'],
  KRT: ['Kalemtaş', 'Yıldız Kırtasiye', 'Papirüs', 'Galata Ofis', 'Defterhane'],
  ELK: ['Voltaş', 'Teknokent', 'Ilgaz Elektronik', 'Hattuşa Dijital', 'Kuzey Teknoloji'],
  HRD: ['Toros Hırdavat', 'Demirhan', 'Erciyes Alet', 'Güçlü Usta', 'Kızılırmak Yapı'],
  GDA: ['Karadeniz Gıda', 'Ege Bahçe', 'Anadolu Sofrası', 'Köyümden', 'Harran Tarım', 'Trakya Çiftliği'],
  TMZ: ['Parıltı', 'Beyazsu', 'Hijyen Plus', 'Damla Kimya', 'Misk Bahçesi'],
  GYM: [
    'Ayvalık Tekstil',
    'Efsun Moda',
    'Sultan Triko',
    'Bursa İpekçilik',
    'Nehir Giyim',
    'Kapadokya Tekstil',
  ],
};

/** A colour: its Renk value and the fill used on generated images. */
export interface Colour {
  readonly name: string;
  readonly fill: string;
  readonly background: string;
}

/** The Renk values; each top category has one generated image per colour. */
export const COLOURS: readonly Colour[] = [
  { name: 'Kırmızı', fill: '#c62828', background: '#fdecea' },
  { name: 'Mavi', fill: '#1565c0', background: '#e8f1fc' },
  { name: 'Yeşil', fill: '#2e7d32', background: '#eaf5ea' },
  { name: 'Sarı', fill: '#f9a825', background: '#fff8e1' },
  { name: 'Turuncu', fill: '#ef6c00', background: '#fff0e0' },
  { name: 'Siyah', fill: '#263238', background: '#eceff1' },
  { name: 'Beyaz', fill: '#fafafa', background: '#d7dde2' },
];

/** Model name stems; a model is a stem with a number ('Nova 300') or letters and digits ('ÇK-210'). */
export const MODEL_STEMS: readonly string[] = [
  'Nova',
  'Klasik',
  'Elite',
  'Prestij',
  'Vega',
  'Atlas',
  'Lotus',
  'Zirve',
  'Mavi Seri',
  'Efes',
  'Truva',
  'Rota',
];

/** First sentences of descriptions; '{ad}' is the product name, '{marka}' the brand. */
export const DESCRIPTION_OPENINGS: readonly string[] = [
  '{marka} güvencesiyle sunulan {ad}, günlük kullanım için tasarlandı.',
  '{ad}, uzun ömürlü ve dayanıklı yapısıyla öne çıkıyor.',
  '{marka} imzalı {ad} ile kaliteyi her gün hissedin.',
  'Şık tasarımı ve pratik kullanımıyla {ad} her ortama uyum sağlar.',
  '{ad}, fiyat ve performans dengesini arayanlar için doğru seçim.',
  'Yerli üretim {ad}, özenle seçilmiş malzemelerle hazırlandı.',
];

/** Closing sentences of descriptions. */
export const DESCRIPTION_CLOSINGS: readonly string[] = [
  'Siparişleriniz aynı gün özenle paketlenir.',
  'Ürün görselleri temsilidir; renk tonları ekrana göre değişebilir.',
  'Sorularınız için WhatsApp hattımızdan bize ulaşabilirsiniz.',
  'Kullanım talimatlarını saklamanızı öneririz.',
  '14 gün içinde koşulsuz iade hakkınız vardır.',
];

/** Feature bullet lines per top-category code. */
export const FEATURES_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  EV: ['Bulaşık makinesinde yıkanabilir', 'Kolay temizlenir', 'Hijyenik yüzey', 'Isıya dayanıklı'],
  KRT: ['Asitsiz kağıt', 'Kolay silinir', 'Çocuklar için güvenli', 'Ofis ve okul kullanımına uygun'],
  ELK: ['2 yıl garantili', 'CE sertifikalı', 'Düşük enerji tüketimi', 'Aşırı ısınma korumalı'],
  HRD: ['Profesyonel kullanıma uygun', 'Paslanmaya karşı dayanıklı', 'Ergonomik tutma yeri', 'TSE belgeli'],
  GDA: [
    'Katkı maddesi içermez',
    'Yeni mahsul',
    'Türkiye’de paketlenmiştir',
    'Serin ve kuru yerde saklayınız',
  ],
  TMZ: [
    'Dermatolojik olarak test edilmiştir',
    'Yoğun formül',
    'Biyolojik olarak parçalanabilir',
    'Ferah koku',
  ],
  GYM: ['30 derecede yıkanabilir', 'Nefes alan kumaş', 'Çekmez, solmaz', 'Türkiye’de üretilmiştir'],
};

/** The warehouses, in display order; the first always carries stock rows. */
export const WAREHOUSES: readonly string[] = ['Merkez Depo', 'İstanbul Depo', 'Ankara Depo', 'İzmir Depo'];

/** A campaign and which top categories its products come from ('*' for any). */
export interface CampaignDef {
  readonly name: string;
  readonly categories: readonly string[];
  /** Whether only discounted products are picked. */
  readonly discountedOnly: boolean;
  /** Days from the seed day: start and end; null for a campaign without dates. */
  readonly days: readonly [number, number] | null;
}

/** The campaigns, in carousel order; the last one has ended (the shop must not show it). */
export const CAMPAIGNS: readonly CampaignDef[] = [
  { name: 'Kış Fırsatları', categories: ['GYM', 'EV'], discountedOnly: true, days: [-10, 45] },
  { name: 'Haftanın Ürünleri', categories: ['*'], discountedOnly: false, days: null },
  { name: 'Okula Dönüş', categories: ['KRT'], discountedOnly: false, days: [-5, 60] },
  { name: 'Mutfak Şöleni', categories: ['EV', 'GDA'], discountedOnly: false, days: [-3, 30] },
  { name: 'Temizlik Günleri', categories: ['TMZ'], discountedOnly: true, days: [0, 21] },
  { name: 'Teknoloji Haftası', categories: ['ELK'], discountedOnly: true, days: [-2, 12] },
  { name: 'Usta İşi İndirimler', categories: ['HRD'], discountedOnly: true, days: [-7, 40] },
  { name: 'Yaz Sonu İndirimi', categories: ['GYM'], discountedOnly: true, days: [-120, -60] },
];
