/**
 * The demo catalog's category tree: seven top categories, their sub-categories and the product
 * templates each sub-category draws names from (format in category-types.ts).
 */
import { dimension, type SubCategory, sub, type TopCategory, top } from './category-types.ts';

const beden = dimension('BEDEN', 'Beden', 'S; M; L; XL');
const boyut = dimension('BOYUT', 'Boyut', 'Küçük; Orta; Büyük');
const malzeme = (values: string) => dimension('MALZEME', 'Malzeme', values);
const textile = [
  dimension('BOYUT', 'Boyut', 'Tek Kişilik; Çift Kişilik; King Size'),
  malzeme('Pamuk; Bambu; Saten'),
];
const paper = [dimension('BOYUT', 'Boyut', 'A4; A5; A6'), malzeme('Karton Kapak; Plastik Kapak; Deri Kapak')];
const kids = [
  dimension('BEDEN', 'Beden', '3-4 Yaş; 5-6 Yaş; 7-8 Yaş; 9-10 Yaş'),
  malzeme('Pamuk; Organik Pamuk'),
];

const home: readonly SubCategory[] = [
  sub('Mutfak Gereçleri', {}, [
    'Çaydanlık | Paslanmaz Çelik; Emaye; Cam; Granit | 1 L; 2 L; 3 L | 450-2400 | 22x26x22 | 1.3 | piece',
    'Tencere Seti | Granit; Paslanmaz Çelik; Döküm | 4 Parça; 7 Parça; 9 Parça | 1200-6500 | 36x26x36 | 4.8 | piece',
    'Tava | Granit; Döküm; Seramik | 24 cm; 26 cm; 28 cm | 350-1900 | 30x8x52 | 1.1 | piece',
    'Kesme Tahtası | Bambu; Ceviz; Polietilen | 30x20 cm; 40x30 cm | 150-650 | 40x3x30 | 0.9 | piece',
    'Cezve | Bakır; Paslanmaz Çelik | 2 Fincanlık; 4 Fincanlık | 180-850 | 12x10x22 | 0.4 | piece',
    'Çatal Bıçak Takımı | Paslanmaz Çelik | 24 Parça; 36 Parça; 84 Parça | 700-4200 | 40x8x30 | 2.4 | piece',
  ]),
  sub('Sofra & Servis', {}, [
    'Yemek Takımı | Porselen; Opal; Stoneware | 24 Parça; 53 Parça | 1400-9500 | 45x35x45 | 9.5 | piece',
    "Çay Bardağı Seti | Cam; Kristal | 6'lı; 12'li | 120-750 | 24x10x16 | 0.9 | piece",
    'Türk Kahvesi Fincan Takımı | Porselen; Seramik | 2 Kişilik; 6 Kişilik | 250-1600 | 30x10x22 | 1.2 | piece',
    'Servis Tabağı | Porselen; Ahşap; Cam | 30 cm; 35 cm | 180-900 | 36x5x36 | 1.1 | piece',
    "Su Bardağı | Cam; Kristal | 6'lı; 12'li | 110-650 | 25x12x17 | 1.4 | pack",
  ]),
  sub('Ev Tekstili', { variants: textile }, [
    'Nevresim Takımı | Pamuk Saten; Ranforce; Bambu | | 650-3200 | 40x10x30 | 1.8 | piece',
    "Havlu Seti | Pamuklu; Bambu | 2'li; 4'lü | 300-1400 | 35x12x25 | 1.6 | piece",
    'Battaniye | Polar; Yün; Pamuklu | Tek Kişilik; Çift Kişilik | 450-2600 | 45x15x35 | 2.2 | piece',
    'Kırlent Kılıfı | Kadife; Keten | 45x45 cm | 90-350 | 30x2x30 | 0.2 | pack',
    'Perde | Tül; Keten; Blackout | 140x260 cm; 200x260 cm | 400-2200 | 35x6x30 | 1.2 | piece',
  ]),
  sub('Dekorasyon', { variants: [] }, [
    'Vazo | Seramik; Cam; Metal | 20 cm; 30 cm | 200-1300 | 18x32x18 | 1.0 | piece',
    'Duvar Saati | Ahşap; Metal | 30 cm; 40 cm | 300-1800 | 42x6x42 | 1.1 | piece',
    'Fotoğraf Çerçevesi | Ahşap; Metal | 10x15 cm; 20x30 cm | 90-450 | 25x3x32 | 0.5 | piece',
    "Kokulu Mum Seti | Soya; Parafin | 3'lü | 150-700 | 20x10x10 | 0.7 | piece",
  ]),
  sub('Banyo', { variants: [boyut] }, [
    'Banyo Paspası | Pamuklu; Mikrofiber | 50x80 cm; 60x100 cm | 150-750 | 30x5x40 | 0.8 | piece',
    'Sabunluk | Seramik; Bambu; Paslanmaz Çelik | | 70-350 | 14x4x10 | 0.3 | piece',
    'Duş Perdesi | Polyester; PEVA | 180x200 cm | 150-600 | 25x4x30 | 0.5 | piece',
    'Çamaşır Sepeti | Hasır; Bambu; Plastik | 40 L; 60 L | 250-1100 | 40x55x40 | 1.6 | piece',
  ]),
];

const stationery: readonly SubCategory[] = [
  sub('Defter & Ajanda', { variants: paper }, [
    'Spiralli Defter | Kareli; Çizgili; Düz | A4 100 Yaprak; A5 80 Yaprak | 45-190 | 21x2x30 | 0.4 | pack',
    'Ajanda 2026 | Deri Kapak; Karton Kapak | Günlük; Haftalık | 180-950 | 17x3x24 | 0.6 | piece',
    'Not Defteri | Kraft Kapak; Sert Kapak | A6; A5 | 35-160 | 11x1x15 | 0.2 | pack',
    'Çizim Defteri | 120 g; 200 g | 25x35 cm; 35x50 cm | 60-300 | 26x1x36 | 0.5 | pack',
  ]),
  sub('Kalem', {}, [
    'Tükenmez Kalem | | 0,7 mm; 1,0 mm | 12-75 | 2x1x15 | 0.01 | pack',
    'Kurşun Kalem | Ahşap | HB; 2B | 8-45 | 2x1x18 | 0.01 | pack',
    'Keçeli Kalem Seti | | 12 Renk; 24 Renk | 60-320 | 12x2x16 | 0.2 | piece',
    'Kuru Boya | | 12 Renk; 24 Renk; 36 Renk | 70-450 | 18x1x19 | 0.3 | piece',
    "Fosforlu Kalem | | 4'lü; 6'lı | 45-210 | 8x2x13 | 0.1 | pack",
    'Dolma Kalem | Metal; Reçine | İnce Uç; Orta Uç | 180-1900 | 5x3x17 | 0.1 | piece',
  ]),
  sub('Ofis Malzemeleri', {}, [
    'Fotokopi Kağıdı | | A4 80 g 500 Yaprak; A4 75 g 500 Yaprak | 160-320 | 21x5x30 | 2.5 | pack',
    'Zımba Makinesi | Metal; Plastik | No:10; No:24/6 | 60-450 | 5x7x14 | 0.3 | piece',
    'Klasör | Karton; Plastik | Geniş; Dar | 35-120 | 8x32x29 | 0.5 | pack',
    'Yapışkanlı Not Kağıdı | | 75x75 mm; 76x127 mm | 20-110 | 8x2x8 | 0.1 | pack',
    'Masaüstü Düzenleyici | Metal File; Ahşap; Plastik | | 120-750 | 20x12x25 | 0.7 | piece',
  ]),
  sub('Okul Malzemeleri', { variants: [boyut] }, [
    'Okul Çantası | Polyester; Kanvas | İlkokul; Ortaokul | 450-2200 | 30x42x15 | 0.9 | piece',
    'Kalemlik | Kumaş; Silikon | Tek Gözlü; Çift Gözlü | 60-350 | 21x6x8 | 0.1 | piece',
    'Suluboya Seti | | 12 Renk; 24 Renk | 50-280 | 20x2x10 | 0.2 | piece',
    'Cetvel Seti | Plastik; Alüminyum | 30 cm | 25-140 | 31x1x10 | 0.1 | pack',
  ]),
];

const electronics: readonly SubCategory[] = [
  sub('Telefon Aksesuarları', { variants: [] }, [
    'Şarj Adaptörü | | 20 W; 33 W; 65 W | 250-1500 | 8x5x10 | 0.2 | piece',
    'Powerbank | | 10000 mAh; 20000 mAh | 500-2500 | 8x3x15 | 0.4 | piece',
    'Şarj Kablosu | Örgülü; Silikon | USB-C 1 m; USB-C 2 m; Lightning 1 m | 90-600 | 10x2x12 | 0.1 | pack',
    'Telefon Kılıfı | Silikon; Deri; Şeffaf | | 120-750 | 9x2x17 | 0.1 | piece',
  ]),
  sub('Bilgisayar & Çevre Birimleri', {}, [
    'Mouse | | 1600 DPI; 3200 DPI | 180-1500 | 8x5x13 | 0.2 | piece',
    'Klavye | | Türkçe Q; Türkçe F | 350-3200 | 46x4x16 | 0.9 | piece',
    'USB Bellek | Metal; Plastik | 32 GB; 64 GB; 128 GB | 150-900 | 6x1x10 | 0.05 | pack',
    'Harici Disk | | 1 TB; 2 TB; 4 TB | 1900-6500 | 12x3x16 | 0.3 | piece',
    'Web Kamerası | | 1080p; 2K | 600-3500 | 10x7x12 | 0.3 | piece',
  ]),
  sub('Ses & Görüntü', { variants: [] }, [
    'Kulaklık | Kulak İçi; Kulak Üstü | | 300-4500 | 12x6x18 | 0.3 | piece',
    'Bluetooth Hoparlör | | 10 W; 20 W; 40 W | 600-5500 | 18x10x10 | 0.7 | piece',
    'HDMI Kablo | | 1,5 m; 3 m; 5 m | 90-450 | 12x3x15 | 0.2 | pack',
    'Soundbar | | 2.0 Kanal; 2.1 Kanal | 2500-12000 | 90x12x14 | 3.5 | piece',
  ]),
  sub('Küçük Ev Aletleri', {}, [
    'Su Isıtıcı | Paslanmaz Çelik; Cam | 1,7 L | 650-2800 | 23x26x18 | 1.4 | piece',
    'Tost Makinesi | | 2000 W | 900-4200 | 33x14x34 | 3.2 | piece',
    'Türk Kahvesi Makinesi | | Tek Fincanlık; Çift Fincanlık | 1200-5200 | 22x28x30 | 2.1 | piece',
    'Saç Kurutma Makinesi | | 2200 W | 700-3900 | 25x28x10 | 0.9 | piece',
    'Blender Seti | | 800 W; 1000 W | 900-4800 | 20x40x20 | 2.3 | piece',
  ]),
  sub('Aydınlatma', {}, [
    'LED Ampul | | 9 W E27; 12 W E27 | 35-160 | 7x12x7 | 0.06 | pack',
    'Masa Lambası | Metal; Ahşap | | 350-2200 | 18x45x18 | 1.3 | piece',
    'Şerit LED | | 5 m; 10 m | 180-950 | 15x4x15 | 0.3 | piece',
    'El Feneri | Alüminyum | Şarjlı; Pilli | 150-900 | 5x5x18 | 0.3 | piece',
  ]),
];

const hardware: readonly SubCategory[] = [
  sub('El Aletleri', {}, [
    'Çekiç | Çelik Saplı; Ahşap Saplı | 300 g; 500 g; 1000 g | 150-650 | 12x4x32 | 0.7 | piece',
    'Pense | Krom Vanadyum | 160 mm; 180 mm | 150-700 | 8x2x20 | 0.3 | piece',
    'Tornavida Seti | Krom Vanadyum | 6 Parça; 12 Parça; 32 Parça | 180-1200 | 20x4x25 | 0.8 | piece',
    'Şerit Metre | | 3 m; 5 m; 8 m | 60-380 | 7x7x4 | 0.2 | pack',
    'Su Terazisi | Alüminyum | 40 cm; 60 cm; 100 cm | 120-750 | 6x3x60 | 0.5 | piece',
  ]),
  sub('Elektrikli Aletler', {}, [
    'Darbeli Matkap | | 650 W; 850 W; 1050 W | 1400-6500 | 30x10x28 | 2.6 | piece',
    'Akülü Vidalama | | 12 V; 18 V; 20 V | 1800-8500 | 28x10x28 | 2.2 | piece',
    'Avuç Taşlama | | 115 mm; 125 mm | 1200-4800 | 35x12x15 | 2.4 | piece',
    'Dekupaj Testere | | 650 W; 800 W | 1300-5200 | 30x12x25 | 2.5 | piece',
  ]),
  sub('Bağlantı Elemanları', {}, [
    'Sunta Vidası | Çinko Kaplama | 3,5x30 mm; 4x40 mm; 5x50 mm | 40-220 | 8x4x12 | 0.5 | pack',
    'Plastik Dübel | | 6 mm; 8 mm; 10 mm | 25-120 | 8x4x12 | 0.2 | pack',
    'Cıvata Somun Seti | Galvaniz | M6; M8; M10 | 60-350 | 12x4x16 | 0.8 | pack',
    'Çelik Dübel | | 8x75 mm; 10x100 mm | 80-420 | 10x5x15 | 1.1 | pack',
  ]),
  sub('Elektrik Malzemeleri', {}, [
    'Elektrik Kablosu | Bakır | NYA 1,5 mm²; NYA 2,5 mm²; TTR 3x1,5 mm² | 12-65 | 20x20x5 | 0.03 | metre',
    "Grup Priz | | 3'lü; 5'li; 6'lı | 150-900 | 30x5x8 | 0.5 | piece",
    'Uzatma Kablosu | | 3 m; 5 m; 10 m | 180-750 | 20x8x20 | 0.8 | piece',
    'Anahtar Priz Seti | | Beyaz; Krem | 60-300 | 9x4x9 | 0.1 | pack',
  ]),
  sub('Bahçe', { variants: [boyut] }, [
    'Bahçe Hortumu | PVC; Örgülü | 1/2"; 3/4" | 15-70 | 30x30x10 | 0.2 | metre',
    'Budama Makası | Çelik | 200 mm; 230 mm | 180-950 | 8x3x22 | 0.3 | piece',
    'Saksı | Plastik; Seramik; Beton | 20 cm; 30 cm; 40 cm | 60-900 | 30x28x30 | 1.2 | piece',
    'Çim Tohumu | | | 180-450 | 15x30x8 | 1 | kg',
  ]),
];

const food: readonly SubCategory[] = [
  sub('Bakliyat', {}, [
    'Kırmızı Mercimek | | | 55-120 | 15x25x8 | 1 | kg',
    'Nohut | Koçbaşı; Yerli | | 60-140 | 15x25x8 | 1 | kg',
    'Kuru Fasulye | Dermason; Şeker | | 80-190 | 15x25x8 | 1 | kg',
    'Baldo Pirinç | | 1 kg; 2,5 kg; 5 kg | 90-520 | 15x25x8 | 1 | piece',
    'Bulgur | Pilavlık; Köftelik | 1 kg; 2,5 kg | 40-160 | 15x25x8 | 1 | piece',
  ]),
  sub('Kuruyemiş', { taxRate: 10 }, [
    'Antep Fıstığı | Kavrulmuş; Çiğ | | 900-1900 | 15x25x8 | 1 | kg',
    'Fındık İçi | Kavrulmuş; Çiğ | | 450-950 | 15x25x8 | 1 | kg',
    'Ceviz İçi | | | 400-900 | 15x25x8 | 1 | kg',
    'Leblebi | Sarı; Beyaz | | 150-320 | 15x25x8 | 1 | kg',
    'Kuru Kayısı | Gün Kurusu | | 350-750 | 15x25x8 | 1 | kg',
  ]),
  sub('Kahvaltılık', {}, [
    'Çiçek Balı | Süzme; Petek | 450 g; 850 g | 250-900 | 10x14x10 | 0.6 | piece',
    'Gemlik Zeytin | Siyah; Yeşil | 500 g; 1 kg | 150-480 | 12x10x12 | 0.7 | piece',
    'Tahin | Bozkır; Çifte Kavrulmuş | 300 g; 600 g | 120-380 | 9x12x9 | 0.5 | piece',
    'Reçel | Vişne; Çilek; Kayısı; İncir | 380 g; 800 g | 80-260 | 8x11x8 | 0.5 | piece',
    'Ezine Peyniri | İnek; Keçi | 500 g; 1 kg | 250-850 | 12x7x18 | 0.6 | piece',
  ]),
  sub('Çay & Kahve', { taxRate: 10 }, [
    'Türk Kahvesi | Orta Kavrulmuş; Menengiç | 100 g; 250 g; 500 g | 70-480 | 8x14x5 | 0.3 | pack',
    'Siyah Çay | Rize; Tomurcuk | 500 g; 1 kg | 150-420 | 10x20x7 | 0.6 | piece',
    "Bitki Çayı | Ihlamur; Adaçayı; Papatya | 20'li Süzen Poşet | 45-140 | 8x7x14 | 0.1 | pack",
    "Maden Suyu | Sade; Limonlu | 200 ml 6'lı | 45-120 | 16x12x23 | 1.4 | pack",
  ]),
  sub('Baharat', {}, [
    'Pul Biber | Maraş; Urfa | | 300-650 | 10x18x5 | 1 | kg',
    'Kekik | Ege; Zahter | 50 g; 100 g | 40-160 | 8x12x4 | 0.1 | pack',
    'Kimyon | Toz; Tane | 100 g | 50-140 | 8x12x4 | 0.1 | pack',
    'Sumak | | | 280-550 | 10x18x5 | 1 | kg',
  ]),
];

const cleaning: readonly SubCategory[] = [
  sub('Çamaşır', {}, [
    'Sıvı Çamaşır Deterjanı | Renkliler; Beyazlar | 2,5 L; 4 L | 160-520 | 14x30x10 | 3.2 | pack',
    'Toz Deterjan | Matik | 4 kg; 9 kg | 220-780 | 28x35x12 | 5.0 | piece',
    'Çamaşır Yumuşatıcısı | Bahar Ferahlığı; Lavanta | 1,5 L; 3 L | 90-320 | 12x28x9 | 2.2 | pack',
    'Leke Çıkarıcı | Sıvı; Toz | 1 L; 1,5 kg | 110-380 | 10x25x8 | 1.2 | pack',
  ]),
  sub('Bulaşık', {}, [
    "Bulaşık Makinesi Tableti | Hepsi Bir Arada | 40'lı; 80'li | 320-1100 | 15x20x12 | 1.4 | pack",
    'Sıvı Bulaşık Deterjanı | Limonlu; Elma | 750 ml; 1,5 L | 60-190 | 8x26x6 | 1.0 | pack',
    'Bulaşık Makinesi Parlatıcısı | | 500 ml | 90-260 | 8x22x6 | 0.6 | pack',
  ]),
  sub('Ev Temizliği', {}, [
    'Yüzey Temizleyici | Çam; Limon; Okyanus | 1 L; 2,5 L | 60-220 | 10x28x8 | 1.1 | pack',
    'Çamaşır Suyu | Ultra; Kalın | 1 L; 3,5 L | 35-150 | 12x30x9 | 1.1 | pack',
    'Cam Temizleyici | Sprey | 500 ml; 1 L | 45-160 | 9x27x6 | 0.6 | pack',
    'Arap Sabunu | Sıvı; Kalıp | 1 L; 2 kg | 60-240 | 10x25x8 | 1.1 | pack',
  ]),
  sub('Kişisel Bakım', {}, [
    'Kolonya | Limon; Lavanta; Tütün; Fındık Çiçeği | 250 ml; 400 ml; 1 L | 90-420 | 7x22x7 | 0.5 | pack',
    'Sıvı Sabun | Zeytinyağlı; Gül | 500 ml; 1,5 L | 45-190 | 8x22x6 | 0.6 | pack',
    'Şampuan | Normal Saçlar; Kepeğe Karşı | 400 ml; 700 ml | 80-320 | 7x23x5 | 0.5 | pack',
    'Diş Macunu | Nane; Beyazlatıcı | 75 ml; 100 ml | 45-180 | 5x19x4 | 0.1 | pack',
  ]),
  sub('Temizlik Gereçleri', { variants: [boyut] }, [
    'Mop Seti | Mikrofiber; Pamuk | Kovalı; Döner Başlıklı | 350-1600 | 30x45x30 | 2.4 | piece',
    "Mikrofiber Bez | | 3'lü; 5'li | 60-260 | 15x3x20 | 0.2 | pack",
    'Çöp Poşeti | Büzgülü | Orta Boy; Büyük Boy; Jumbo Boy | 40-160 | 12x6x20 | 0.4 | pack',
    "Bulaşık Süngeri | Oluklu; Çelik Tel | 5'li; 10'lu | 30-110 | 10x4x18 | 0.1 | pack",
  ]),
];

const clothing: readonly SubCategory[] = [
  sub('Kadın Giyim', { variants: [beden, malzeme('Pamuk; Viskon; Keten')] }, [
    'Bisiklet Yaka Tişört | Pamuklu; Modal | | 250-900 | 25x3x30 | 0.2 | piece',
    'Bluz | Viskon; Saten; Şifon | | 400-1600 | 25x3x30 | 0.2 | piece',
    'Elbise | Keten; Viskon; Triko | | 700-3200 | 30x4x35 | 0.4 | piece',
    'Hırka | Triko; Yün Karışımlı | | 600-2400 | 30x5x35 | 0.5 | piece',
  ]),
  sub('Erkek Giyim', { variants: [beden, malzeme('Pamuk; Keten; Polyester')] }, [
    'Polo Yaka Tişört | Pamuklu; Pike | | 350-1400 | 25x3x30 | 0.3 | piece',
    'Gömlek | Pamuklu; Keten; Oxford | | 600-2200 | 28x4x38 | 0.3 | piece',
    'Sweatshirt | Pamuklu; Üç İplik | | 700-2500 | 30x5x35 | 0.6 | piece',
    'Kot Pantolon | Denim; Likralı Denim | | 800-2800 | 30x5x40 | 0.7 | piece',
  ]),
  sub('Çocuk Giyim', { variants: kids }, [
    'Pijama Takımı | Pamuklu; Kadife | | 300-1100 | 25x4x30 | 0.3 | piece',
    'Eşofman Takımı | Pamuklu; Polar | | 450-1500 | 28x5x32 | 0.5 | piece',
    'Baskılı Tişört | Pamuklu | | 180-600 | 22x2x28 | 0.1 | piece',
  ]),
  sub('İç Giyim & Çorap', { variants: [dimension('BEDEN', 'Beden', '36-40; 41-44')] }, [
    "Soket Çorap | Pamuklu; Bambu | 3'lü; 6'lı | 90-400 | 12x3x20 | 0.2 | pack",
    "Patik Çorap | Pamuklu | 3'lü; 5'li | 70-260 | 12x3x18 | 0.1 | pack",
    "Atlet | Pamuklu; Ribana | 2'li | 150-450 | 20x2x25 | 0.2 | piece",
    "Boxer | Pamuklu; Modal | 3'lü | 250-800 | 20x3x25 | 0.2 | piece",
  ]),
  sub('Aksesuar', { variants: [] }, [
    'Atkı | Yün; Kaşmir Hissi; Triko | | 250-1400 | 25x3x30 | 0.3 | piece',
    'Bere | Triko; Polar | | 150-600 | 20x3x22 | 0.1 | piece',
    'Kemer | Deri; Suni Deri | 90 cm; 105 cm | 250-1500 | 12x4x25 | 0.3 | piece',
    'Eldiven | Deri; Polar; Triko | | 150-900 | 12x2x22 | 0.1 | pair',
  ]),
];

/** The seven top categories with their sub-categories. */
export const CATEGORY_TREE: readonly TopCategory[] = [
  top(
    { code: 'EV', name: 'Ev & Yaşam', icon: 'teapot', taxRate: 20, weight: 20 },
    'Şık; Modern; Klasik; Dekoratif; Pratik; Lüks; Retro; Zarif',
    home,
  ),
  top(
    { code: 'KRT', name: 'Kırtasiye', icon: 'pencil', taxRate: 20, weight: 14 },
    'Renkli; Ekonomik; Profesyonel; Okul Tipi; Ofis Tipi; Pratik',
    stationery,
  ),
  top(
    { code: 'ELK', name: 'Elektronik', icon: 'phone', taxRate: 20, weight: 16 },
    'Yeni Nesil; Taşınabilir; Akıllı; Hızlı; Profesyonel; Kompakt',
    electronics,
  ),
  top(
    { code: 'HRD', name: 'Hırdavat', icon: 'wrench', taxRate: 20, weight: 15 },
    'Profesyonel; Endüstriyel; Ağır Hizmet; Çok Amaçlı; Pratik; Dayanıklı',
    hardware,
  ),
  top(
    { code: 'GDA', name: 'Gıda', icon: 'jar', taxRate: 1, weight: 15 },
    'Organik; Doğal; Yerli; Geleneksel; Köy; Seçme',
    food,
  ),
  top(
    { code: 'TMZ', name: 'Temizlik', icon: 'bottle', taxRate: 20, weight: 10 },
    'Ekonomik; Konsantre; Yoğun; Hijyenik; Parfümlü; Çevreci',
    cleaning,
  ),
  top(
    { code: 'GYM', name: 'Giyim', icon: 'shirt', taxRate: 10, weight: 10 },
    'Basic; Slim Fit; Oversize; Rahat Kesim; Klasik; Spor',
    clothing,
  ),
];
