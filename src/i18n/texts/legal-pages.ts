import { defineTexts } from '../define.ts';

/**
 * The legal pages the footer links (the two order documents as templates, the cookie policy, returns
 * and contact) and the footer's own labels. {store} is the store's name. Only the server-rendered
 * pages and the footer read these, at build time, so they are not a section of the dictionaries
 * (whose texts every page carries for its islands), like the KVKK notice.
 */
export const legalTexts = defineTexts(
  {
    'legal.footer.label': 'Yasal bilgiler',
    'legal.cookies.title': 'Çerez Politikası',
    'legal.returns.title': 'İade ve Değişim',
    'legal.contact.title': 'İletişim',

    'legal.seller.heading': 'Satıcı Bilgileri',
    'legal.seller.store': 'Mağaza',
    'legal.seller.legalName': 'Unvan',
    'legal.seller.address': 'Adres',
    'legal.seller.phone': 'Telefon',
    'legal.seller.email': 'E-posta',
    'legal.seller.mersis': 'MERSİS No',
    'legal.seller.tax': 'Vergi Dairesi / Vergi No',
    'legal.seller.website': 'İnternet Sitesi',
    'legal.seller.messaging': 'WhatsApp',

    'legal.template.intro':
      'Bu metin, {store} üzerinden verdiğiniz her siparişte onayınıza sunulan {document} metnidir. Köşeli parantez içindeki alanlar sipariş sırasında sizin ve siparişinizin bilgileriyle doldurulur; onayladığınız metin siparişinizle birlikte saklanır ve sipariş detayında gösterilir.',
    'legal.template.description':
      '{store} {document}: satıcı bilgileri, ödeme ve teslimat koşulları, 14 gün içinde cayma hakkı ve şikâyet yolları.',

    'legal.cookies.description':
      '{store} internet sitesinde kullanılan çerezler ve tarayıcı depolama alanları, amaçları, süreleri ve tercihiniz.',
    'legal.cookies.intro':
      'Bu politika, {store} internet sitesinde kullanılan çerezler ve benzeri tarayıcı depolama alanları hakkında 6698 sayılı Kişisel Verilerin Korunması Kanunu ve Kişisel Verileri Koruma Kurumu’nun Çerez Uygulamaları Hakkında Rehberi doğrultusunda sizi bilgilendirmek için hazırlanmıştır.',
    'legal.cookies.whatHeading': '1. Çerez Nedir?',
    'legal.cookies.what':
      'Çerezler, ziyaret ettiğiniz internet sitesinin tarayıcınıza kaydettiği küçük metin dosyalarıdır. Tarayıcının oturum depolaması (sessionStorage) ve yerel depolaması (localStorage) da benzer biçimde bilgi saklar; bu politika hepsini kapsar.',
    'legal.cookies.usedHeading': '2. Kullandığımız Çerezler ve Depolama Alanları',
    'legal.cookies.onlyNecessary':
      'Sitemizde yalnızca zorunlu çerezler kullanılır. Analiz, kişiselleştirme, reklam veya hedefleme amaçlı çerez kullanılmaz; üçüncü taraflara ait çerez yoktur.',
    'legal.cookies.category.necessary': 'Zorunlu çerezler',
    'legal.cookies.category.necessary.text':
      'Sitenin çalışması ve talep ettiğiniz hizmetin (sepet, üye girişi, sipariş) sunulması için zorunludur. KVKK madde 5/2 (c) sözleşmenin kurulması ve ifası ile (f) meşru menfaat hukuki sebeplerine dayanır; açık rızanız aranmaz ve reddetmeniz hâlinde de kullanılır.',
    'legal.cookies.category.functional': 'İşlevsel çerezler',
    'legal.cookies.category.functional.text':
      'Sitenin zorunlu olmayan işlevlerini sağlar; yalnızca “Kabul Et” seçtiyseniz kullanılır.',
    'legal.cookies.category.analytics': 'Analiz çerezleri',
    'legal.cookies.category.analytics.text':
      'Sitenin nasıl kullanıldığını ölçer; yalnızca “Kabul Et” seçtiyseniz kullanılır.',
    'legal.cookies.category.marketing': 'Pazarlama çerezleri',
    'legal.cookies.category.marketing.text':
      'Size özel reklam göstermek için kullanılır; yalnızca “Kabul Et” seçtiyseniz kullanılır.',
    'legal.cookies.col.name': 'Ad',
    'legal.cookies.col.kind': 'Tür',
    'legal.cookies.col.purpose': 'Amaç',
    'legal.cookies.col.lifetime': 'Süre',
    'legal.cookies.kind.cookie': 'Çerez (birinci taraf)',
    'legal.cookies.kind.sessionStorage': 'Oturum depolaması (sessionStorage)',
    'legal.cookies.kind.localStorage': 'Yerel depolama (localStorage)',
    'legal.cookies.purpose.session':
      'Oturum çerezi: sepetinizi, üye girişinizi, dil ve para birimi tercihinizi, şube ve sipariş adreslerinizin seçimini ve bu çerez tercihinizi oturumunuza bağlar; bunlar sunucumuzda saklanır, çerez yalnızca rastgele bir anahtar taşır. JavaScript ile okunamaz (HttpOnly), başka sitelerden gelen isteklerle gönderilmez (SameSite=Lax), HTTPS üzerinde yalnızca güvenli bağlantıyla gönderilir.',
    'legal.cookies.purpose.orderNote':
      'Sepet sayfasında yazdığınız sipariş notunu, ödeme adımına geçerken kaybolmasın diye bu sekmede tutar.',
    'legal.cookies.lifetime.days30': '30 gün; çıkış yaptığınızda silinir',
    'legal.cookies.lifetime.tab': 'Sekme kapandığında silinir',
    'legal.cookies.purpose.listView':
      'Ürün listelerinde seçtiğiniz görünümü (ızgara veya liste) sonraki ziyaretlerinizde de hatırlar. Yalnızca görünüm seçimini tutar, sizinle ilgili bir bilgi taşımaz.',
    'legal.cookies.lifetime.untilDeleted': 'Siz silene ya da “Reddet” seçene kadar',
    'legal.cookies.choiceHeading': '3. Tercihiniz',
    'legal.cookies.choice':
      'Sitemize ilk girişinizde görünen bildirimde “Kabul Et” veya “Reddet” seçebilirsiniz; seçiminiz oturumunuz boyunca hatırlanır ve bildirim yeniden gösterilmez. “Reddet” seçtiğinizde yalnızca zorunlu çerezler kullanılır. Zorunlu olmayan bir çerez eklenirse yalnızca “Kabul Et” seçen ziyaretçilerde kullanılır ve bu politika güncellenir.',
    'legal.cookies.browserHeading': '4. Tarayıcı Ayarları',
    'legal.cookies.browser':
      'Çerezleri tarayıcınızın ayarlarından silebilir veya engelleyebilirsiniz. Zorunlu çerezleri engellerseniz sepet, üye girişi ve sipariş verme çalışmaz.',
    'legal.cookies.contactHeading': '5. İletişim',
    'legal.cookies.contact':
      'Çerezlerle ve kişisel verilerinizle ilgili sorularınız ve KVKK madde 11 kapsamındaki talepleriniz için aşağıdaki bilgilerden bize ulaşabilirsiniz.',

    'legal.returns.description':
      '{store} iade ve değişim koşulları: 14 gün içinde cayma hakkı, iade adımları, geri ödeme ve ayıplı ürünler.',
    'legal.returns.intro':
      '{store} üzerinden yaptığınız alışverişlerde 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği kapsamındaki iade ve değişim haklarınız aşağıdadır. Aynı koşullar, her siparişte onayladığınız Mesafeli Satış Sözleşmesi’nde de yer alır.',
    'legal.returns.withdrawalHeading': '1. 14 Gün İçinde Cayma Hakkı',
    'legal.returns.stepsHeading': '2. İade Nasıl Yapılır?',
    'legal.returns.step1':
      'Ürünü teslim aldığınız günden itibaren 14 gün içinde, sipariş numaranızı belirterek cayma bildiriminizi aşağıdaki e-posta adresine, posta adresine veya telefon numarasına iletin.',
    'legal.returns.step2':
      'Bildiriminizden itibaren 10 gün içinde ürünü faturası ve varsa kutusu, ambalajı ve standart aksesuarlarıyla birlikte gönderin.',
    'legal.returns.step3':
      'Cayma bildiriminiz bize ulaştığı günden itibaren en geç 14 gün içinde, kargo bedeli dahil ödediğiniz tutarın tamamı ödemede kullandığınız yönteme iade edilir.',
    'legal.returns.cancel':
      'Henüz kargoya verilmemiş bir siparişi, Siparişlerim sayfasındaki sipariş detayından “Siparişi İptal Et” ile iptal edebilirsiniz.',
    'legal.returns.exceptionsHeading': '3. Cayma Hakkının Kullanılamayacağı Haller',
    'legal.returns.exchangeHeading': '4. Değişim',
    'legal.returns.exchange':
      'Ürünü başka bir beden, renk veya modelle değiştirmek isterseniz, iade ettiğiniz ürünün bedeli yukarıdaki gibi geri ödenir ve dilediğiniz ürünü yeni bir siparişle alabilirsiniz. Değişimi stok durumuna göre birlikte planlamak için bize ulaşabilirsiniz.',
    'legal.returns.defectHeading': '5. Ayıplı Ürünler',
    'legal.returns.defect':
      'Ürün ayıplı çıkarsa 6502 sayılı Kanun’un 11. maddesi uyarınca sözleşmeden dönme, bedelden indirim, ücretsiz onarım veya ayıpsız bir misli ile değiştirme haklarından birini seçebilirsiniz. Ayıplı ürünün gönderim bedeli tarafımıza aittir.',
    'legal.returns.complaintsHeading': '6. Şikâyet ve İtirazlar',

    'legal.contact.description':
      '{store} iletişim bilgileri: adres, telefon, e-posta, MERSİS ve vergi bilgileri.',
    'legal.contact.intro':
      'Sorularınız, siparişleriniz, iade ve değişim talepleriniz için aşağıdaki bilgilerden bize ulaşabilirsiniz.',
    'legal.contact.more': 'Ayrıca bakınız',
  },
  {
    'legal.footer.label': 'Legal information',
    'legal.cookies.title': 'Cookie Policy',
    'legal.returns.title': 'Returns and Exchanges',
    'legal.contact.title': 'Contact',

    'legal.seller.heading': 'Seller details',
    'legal.seller.store': 'Store',
    'legal.seller.legalName': 'Company name',
    'legal.seller.address': 'Address',
    'legal.seller.phone': 'Phone',
    'legal.seller.email': 'E-mail',
    'legal.seller.mersis': 'MERSIS No',
    'legal.seller.tax': 'Tax office / Tax No',
    'legal.seller.website': 'Website',
    'legal.seller.messaging': 'WhatsApp',

    'legal.template.intro':
      'This is the {document} put to you for approval with every order you place with {store}. The fields in square brackets are filled with your details and your order’s when you order; the text you approve is kept with your order and shown in its details.',
    'legal.template.description':
      '{store} {document}: the seller, payment and delivery terms, the 14-day right of withdrawal and how to complain.',

    'legal.cookies.description':
      'The cookies and browser storage the {store} website uses, what for, for how long, and your choice.',
    'legal.cookies.intro':
      'This policy tells you about the cookies and similar browser storage the {store} website uses, as the Turkish Personal Data Protection Law No. 6698 and the Personal Data Protection Authority’s Guide on Cookie Practices ask.',
    'legal.cookies.whatHeading': '1. What is a cookie?',
    'legal.cookies.what':
      'Cookies are small text files a website saves in your browser. The browser’s session storage (sessionStorage) and local storage (localStorage) keep information in a similar way; this policy covers them all.',
    'legal.cookies.usedHeading': '2. The cookies and storage we use',
    'legal.cookies.onlyNecessary':
      'Our website uses strictly necessary cookies only. No cookie is used for analytics, personalisation, advertising or targeting, and there are no third-party cookies.',
    'legal.cookies.category.necessary': 'Strictly necessary cookies',
    'legal.cookies.category.necessary.text':
      'They are needed for the website to work and to give you the service you ask for (the cart, signing in, ordering). They rely on KVKK article 5/2 (c), making and performing a contract, and (f), legitimate interest; your consent is not asked and they are used even if you reject cookies.',
    'legal.cookies.category.functional': 'Functional cookies',
    'legal.cookies.category.functional.text':
      'They provide functions the website does not need to work; used only if you chose “Accept”.',
    'legal.cookies.category.analytics': 'Analytics cookies',
    'legal.cookies.category.analytics.text':
      'They measure how the website is used; used only if you chose “Accept”.',
    'legal.cookies.category.marketing': 'Marketing cookies',
    'legal.cookies.category.marketing.text':
      'They are used to show you advertising; used only if you chose “Accept”.',
    'legal.cookies.col.name': 'Name',
    'legal.cookies.col.kind': 'Type',
    'legal.cookies.col.purpose': 'Purpose',
    'legal.cookies.col.lifetime': 'Lifetime',
    'legal.cookies.kind.cookie': 'Cookie (first party)',
    'legal.cookies.kind.sessionStorage': 'Session storage (sessionStorage)',
    'legal.cookies.kind.localStorage': 'Local storage (localStorage)',
    'legal.cookies.purpose.session':
      'Session cookie: ties your cart, your sign-in, your language and currency choice, your branch and order addresses and this cookie choice to your session; these are kept on our server, the cookie carries only a random key. JavaScript cannot read it (HttpOnly), requests from other sites do not carry it (SameSite=Lax), and over HTTPS it travels only on secure connections.',
    'legal.cookies.purpose.orderNote':
      'Keeps the order note you typed on the cart page in this tab, so it is not lost on the way to the payment step.',
    'legal.cookies.lifetime.days30': '30 days; deleted when you sign out',
    'legal.cookies.lifetime.tab': 'Deleted when the tab is closed',
    'legal.cookies.purpose.listView':
      'Remembers the view you chose on product lists (grid or list) for later visits. It holds only that choice, nothing about you.',
    'legal.cookies.lifetime.untilDeleted': 'Until you delete it or choose “Reject”',
    'legal.cookies.choiceHeading': '3. Your choice',
    'legal.cookies.choice':
      'On your first visit, the notice lets you choose “Accept” or “Reject”; your choice is remembered for your session and the notice is not shown again. If you choose “Reject”, only strictly necessary cookies are used. Should a cookie that is not strictly necessary be added, it will be used only for visitors who chose “Accept”, and this policy will be updated.',
    'legal.cookies.browserHeading': '4. Browser settings',
    'legal.cookies.browser':
      'You can delete or block cookies in your browser’s settings. If you block strictly necessary cookies, the cart, signing in and ordering do not work.',
    'legal.cookies.contactHeading': '5. Contact',
    'legal.cookies.contact':
      'For questions about cookies and your personal data, and for requests under KVKK article 11, you can reach us with the details below.',

    'legal.returns.description':
      '{store} returns and exchanges: the 14-day right of withdrawal, how to return, refunds and faulty goods.',
    'legal.returns.intro':
      'These are your rights to return and exchange what you buy from {store}, under the Turkish Consumer Protection Law No. 6502 and the Distance Contracts Regulation. The same terms are in the Distance Sales Contract you approve with every order.',
    'legal.returns.withdrawalHeading': '1. The 14-day right of withdrawal',
    'legal.returns.stepsHeading': '2. How to return',
    'legal.returns.step1':
      'Within 14 days of the day you receive the goods, send us your notice of withdrawal with your order number, to the e-mail address, postal address or phone number below.',
    'legal.returns.step2':
      'Within 10 days of your notice, send the goods back with their invoice and, where there are any, their box, packaging and standard accessories.',
    'legal.returns.step3':
      'Within 14 days of the day your notice reaches us at the latest, everything you paid, shipping included, is refunded to the means of payment you used.',
    'legal.returns.cancel':
      'An order not yet handed to the carrier can be cancelled with “Cancel Order” on its page under My orders.',
    'legal.returns.exceptionsHeading': '3. When the right of withdrawal does not apply',
    'legal.returns.exchangeHeading': '4. Exchanges',
    'legal.returns.exchange':
      'To exchange goods for another size, colour or model, the goods you return are refunded as above and you can buy what you want with a new order. Contact us to plan an exchange around what is in stock.',
    'legal.returns.defectHeading': '5. Faulty goods',
    'legal.returns.defect':
      'If the goods are faulty, article 11 of Law No. 6502 lets you choose to withdraw from the contract, get a price reduction, a free repair, or a replacement without the fault. We pay for sending faulty goods back.',
    'legal.returns.complaintsHeading': '6. Complaints',

    'legal.contact.description': '{store} contact details: address, phone, e-mail, MERSIS and tax details.',
    'legal.contact.intro':
      'For questions, orders, returns and exchanges, you can reach us with the details below.',
    'legal.contact.more': 'See also',
  },
);

/** A key of the legal pages' texts. */
export type LegalTextKey = keyof typeof legalTexts.tr;
