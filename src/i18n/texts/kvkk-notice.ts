import { defineTexts } from '../define.ts';

/**
 * The KVKK aydınlatma metni: the personal-data notice under Law No. 6698, article 10 (data controller,
 * data, purposes, legal grounds, transfers, retention, the rights of article 11, how to apply).
 * {store} is the store's name, {url} its address. Only the server-rendered KVKK page reads these, so
 * they are not a section of the dictionaries (whose texts every page carries for its islands: about
 * 2.6 KB gzipped more on each page).
 */
export const kvkkNoticeTexts = defineTexts(
  {
    'kvkk.heading': 'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni',
    'kvkk.intro':
      'Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") madde 10 ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, {store} tarafından çevrim içi mağazamızı ziyaret eden, üye olan ve alışveriş yapan kişilerin kişisel verilerinin işlenmesine ilişkin olarak hazırlanmıştır.',
    'kvkk.controllerHeading': '1. Veri Sorumlusu',
    'kvkk.controller':
      'Kişisel verileriniz, veri sorumlusu sıfatıyla {store} ({url}) tarafından aşağıda açıklanan kapsamda işlenmektedir.',
    'kvkk.dataHeading': '2. İşlenen Kişisel Veriler',
    'kvkk.dataIdentity':
      'Kimlik bilgileri: ad, soyad, T.C. Kimlik Numarası (fatura için), doğum tarihi, cinsiyet.',
    'kvkk.dataContact': 'İletişim bilgileri: e-posta adresi, telefon numarası, teslimat ve fatura adresleri.',
    'kvkk.dataCustomer':
      'Müşteri işlem bilgileri: sepet, sipariş, fatura, iade ve iptal kayıtları, favoriler, ürün değerlendirmeleri, şube seçimi, sipariş notları.',
    'kvkk.dataFinance':
      'Finansal bilgiler: ödeme yöntemi, taksit tercihi, ödeme sonucu; şirket adına alışverişte vergi dairesi ve vergi kimlik numarası. Kart numaranız mağazamızca saklanmaz; ödeme, bankanın güvenli ödeme altyapısı üzerinden alınır.',
    'kvkk.dataSecurity':
      'İşlem güvenliği bilgileri: oturum kayıtları, IP adresi, şifrenizin geri döndürülemez özeti, başarısız giriş denemeleri.',
    'kvkk.purposesHeading': '3. Kişisel Verilerin İşlenme Amaçları',
    'kvkk.purposeContract':
      'Üyelik kaydının oluşturulması ve yönetimi, siparişlerin alınması, ödemenin tahsili, ürünlerin teslimi, kargo takibi, iade ve iptal süreçlerinin yürütülmesi.',
    'kvkk.purposeLaw':
      'Fatura düzenlenmesi, ticari defter ve belgelerin tutulması ile yetkili kurum ve kuruluşlara bilgi verilmesi gibi yasal yükümlülüklerin yerine getirilmesi.',
    'kvkk.purposeSecurity':
      'Hesap ve işlem güvenliğinin sağlanması, dolandırıcılığın önlenmesi, talep ve şikâyetlerin yanıtlanması, hizmetlerimizin iyileştirilmesi.',
    'kvkk.purposeConsent':
      'Açık rızanızın bulunması hâlinde kampanya, indirim ve yeniliklerle ilgili ticari elektronik ileti gönderilmesi.',
    'kvkk.basesHeading': '4. Hukuki Sebepler ve Toplama Yöntemi',
    'kvkk.bases':
      'Kişisel verileriniz; internet sitemizdeki üyelik, adres, sipariş, ödeme ve değerlendirme formları ile çerezler aracılığıyla elektronik ortamda toplanır. Verileriniz KVKK madde 5/2 uyarınca (c) bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması, (ç) veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması, (e) bir hakkın tesisi, kullanılması veya korunması için zorunlu olması ve (f) ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla veri sorumlusunun meşru menfaatleri için zorunlu olması hukuki sebeplerine; ticari elektronik iletiler için ise madde 5/1 uyarınca açık rızanıza dayanılarak işlenir.',
    'kvkk.transfersHeading': '5. Kişisel Verilerin Aktarılması',
    'kvkk.transfers':
      'Kişisel verileriniz, yukarıdaki amaçlarla ve KVKK madde 8 ve 9’daki şartlara uygun olarak; siparişinizin teslimi için kargo şirketlerine, ödemenin alınması için bankalara ve ödeme kuruluşlarına, elektronik fatura ve muhasebe hizmeti aldığımız iş ortaklarına, barındırma hizmeti aldığımız tedarikçilere ve talep edilmesi hâlinde kanunen yetkili kamu kurum ve kuruluşlarına aktarılabilir. Verileriniz yurt dışına aktarılmaz; bu durum değişirse KVKK madde 9’daki şartlara uyulur ve bu metin güncellenir.',
    'kvkk.retentionHeading': '6. Saklama Süresi',
    'kvkk.retention':
      'Kişisel verileriniz işlenme amaçlarının gerektirdiği süre boyunca ve ilgili mevzuatta öngörülen süreler kadar saklanır; örneğin ticari defter ve belgeler 6102 sayılı Türk Ticaret Kanunu madde 82 uyarınca 10 yıl, mesafeli satış sözleşmesine ilişkin kayıtlar Mesafeli Sözleşmeler Yönetmeliği uyarınca 3 yıl saklanır. Sürelerin sonunda verileriniz silinir, yok edilir veya anonim hâle getirilir.',
    'kvkk.rightsHeading': '7. KVKK Madde 11 Kapsamındaki Haklarınız',
    'kvkk.rightsIntro': 'Veri sahibi olarak bize başvurarak:',
    'kvkk.rightA': 'kişisel verilerinizin işlenip işlenmediğini öğrenme,',
    'kvkk.rightB': 'kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,',
    'kvkk.rightC':
      'kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
    'kvkk.rightD': 'yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
    'kvkk.rightE':
      'kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,',
    'kvkk.rightF':
      'KVKK madde 7’de öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,',
    'kvkk.rightG':
      'düzeltme, silme ve yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
    'kvkk.rightH':
      'işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
    'kvkk.rightI':
      'kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme',
    'kvkk.rightsOutro': 'haklarına sahipsiniz.',
    'kvkk.applyHeading': '8. Başvuru Yöntemi',
    'kvkk.apply':
      'Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ uyarınca; kimliğinizi tespit edici bilgi ve belgelerle birlikte yazılı olarak veya kayıtlı elektronik posta (KEP) adresi, güvenli elektronik imza, mobil imza ya da daha önce tarafımıza bildirdiğiniz ve sistemimizde kayıtlı bulunan e-posta adresiniz üzerinden {store} adına iletebilirsiniz. Başvurunuz, niteliğine göre en kısa sürede ve en geç 30 gün içinde ücretsiz olarak sonuçlandırılır; işlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulu’nca belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabın yetersiz bulunması veya süresinde cevap verilmemesi hâlinde KVKK madde 14 uyarınca Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.',
  },
  {
    'kvkk.heading': 'Notice on the Protection of Personal Data',
    'kvkk.intro':
      'This notice is given by {store} under article 10 of the Turkish Personal Data Protection Law No. 6698 ("KVKK") and the Communiqué on the Procedures and Principles of the Duty to Inform, about the processing of the personal data of the people who visit our online shop, register and shop with us.',
    'kvkk.controllerHeading': '1. Data controller',
    'kvkk.controller':
      'Your personal data is processed by {store} ({url}) as the data controller, within the scope described below.',
    'kvkk.dataHeading': '2. The personal data we process',
    'kvkk.dataIdentity': 'Identity: name, surname, Turkish ID number (for invoices), date of birth, gender.',
    'kvkk.dataContact': 'Contact: e-mail address, phone number, delivery and invoice addresses.',
    'kvkk.dataCustomer':
      'Customer transactions: cart, orders, invoices, returns and cancellations, favourites, product reviews, branch choice, order notes.',
    'kvkk.dataFinance':
      'Finance: payment method, installment choice, payment result; for company purchases, the tax office and tax number. We do not keep your card number; payments are taken through the bank’s secure payment system.',
    'kvkk.dataSecurity':
      'Transaction security: session records, IP address, an irreversible hash of your password, failed sign-in attempts.',
    'kvkk.purposesHeading': '3. Why we process personal data',
    'kvkk.purposeContract':
      'Creating and managing your membership, taking orders, collecting payment, delivering products, cargo tracking, returns and cancellations.',
    'kvkk.purposeLaw':
      'Meeting legal obligations such as issuing invoices, keeping commercial books and records, and informing the authorities entitled to ask.',
    'kvkk.purposeSecurity':
      'Keeping accounts and transactions secure, preventing fraud, answering requests and complaints, improving our services.',
    'kvkk.purposeConsent':
      'With your explicit consent, sending commercial electronic messages about campaigns, discounts and news.',
    'kvkk.basesHeading': '4. Legal grounds and how we collect data',
    'kvkk.bases':
      'Your personal data is collected electronically through the membership, address, order, payment and review forms of our website and through cookies. It is processed under KVKK article 5/2 because it is (c) directly related to making or performing a contract, (ç) necessary for the data controller’s legal obligations, (e) necessary to establish, use or protect a right, and (f) necessary for the data controller’s legitimate interests without harming your fundamental rights and freedoms; commercial electronic messages rely on your explicit consent under article 5/1.',
    'kvkk.transfersHeading': '5. Transfers of personal data',
    'kvkk.transfers':
      'For the purposes above and under the conditions of KVKK articles 8 and 9, your personal data may be transferred to cargo companies to deliver your order, to banks and payment institutions to take payment, to the business partners that provide our e-invoice and accounting services, to our hosting suppliers, and, when they ask, to the public authorities entitled by law. Your data is not transferred abroad; should this change, the conditions of KVKK article 9 will be met and this notice updated.',
    'kvkk.retentionHeading': '6. How long we keep data',
    'kvkk.retention':
      'Your personal data is kept as long as its purposes require and for the periods the law sets; for example, commercial books and records are kept for 10 years under article 82 of the Turkish Commercial Code No. 6102, and the records of distance sales contracts for 3 years under the Distance Contracts Regulation. At the end of these periods your data is erased, destroyed or anonymised.',
    'kvkk.rightsHeading': '7. Your rights under KVKK article 11',
    'kvkk.rightsIntro': 'As the data subject you may apply to us to:',
    'kvkk.rightA': 'learn whether your personal data is processed,',
    'kvkk.rightB': 'ask for information if it has been processed,',
    'kvkk.rightC': 'learn the purpose of the processing and whether the data is used for that purpose,',
    'kvkk.rightD': 'know the third parties in Türkiye or abroad to whom your data has been transferred,',
    'kvkk.rightE': 'ask for your data to be corrected if it is incomplete or wrong,',
    'kvkk.rightF': 'ask for your data to be erased or destroyed under the conditions of KVKK article 7,',
    'kvkk.rightG':
      'ask that the correction, erasure or destruction be notified to the third parties your data was transferred to,',
    'kvkk.rightH':
      'object to a result against you that arises from the analysis of your data exclusively by automated systems,',
    'kvkk.rightI': 'claim compensation if you suffer damage because your data was processed unlawfully.',
    'kvkk.rightsOutro': '',
    'kvkk.applyHeading': '8. How to apply',
    'kvkk.apply':
      'Under the Communiqué on the Procedures and Principles of Applications to the Data Controller, you may send your requests to {store} in writing together with documents that identify you, or through registered electronic mail (KEP), a secure electronic signature, a mobile signature, or the e-mail address you gave us earlier and that is registered in our system. Your application is concluded free of charge as soon as possible and within 30 days at the latest; if it causes a separate cost, the fee in the tariff set by the Personal Data Protection Board may be charged. If your application is refused, the answer is insufficient or no answer is given in time, you may complain to the Personal Data Protection Board under KVKK article 14.',
  },
);

/** A key of the notice. */
export type KvkkNoticeKey = keyof typeof kvkkNoticeTexts.tr;
