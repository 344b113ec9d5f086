import { defineTexts } from '../define.ts';

/**
 * The Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi (6502 sayılı Tüketicinin Korunması
 * Hakkında Kanun, Mesafeli Sözleşmeler Yönetmeliği), filled by src/domain/agreements.ts.
 */
export const agreementsTexts = defineTexts(
  {
    'agreements.preInfo.title': 'Ön Bilgilendirme Formu',
    'agreements.distanceSales.title': 'Mesafeli Satış Sözleşmesi',
    'agreements.preInfo.seller': '1. Satıcı Bilgileri',
    'agreements.preInfo.buyer': '2. Alıcı Bilgileri',
    'agreements.preInfo.goods': '3. Sözleşme Konusu Ürünler',
    'agreements.preInfo.price': '4. Fiyat ve Ödeme',
    'agreements.preInfo.delivery': '5. Teslimat',
    'agreements.preInfo.withdrawal': '6. Cayma Hakkı',
    'agreements.preInfo.exceptions': '7. Cayma Hakkının Kullanılamayacağı Haller',
    'agreements.preInfo.complaints': '8. Şikâyet ve İtirazlar',
    'agreements.preInfo.closing':
      'İşbu Ön Bilgilendirme Formu, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca ALICI’ya sipariş vermeden önce sunulmuştur. ALICI, siparişi onaylamakla bu formu okuduğunu ve yukarıdaki konularda bilgilendirildiğini kabul eder.',
    'agreements.distanceSales.parties': 'Madde 1 – Taraflar',
    'agreements.distanceSales.subject': 'Madde 2 – Sözleşmenin Konusu',
    'agreements.distanceSales.subjectText':
      'İşbu sözleşmenin konusu, ALICI’nın SATICI’ya ait {website} internet sitesinden elektronik ortamda siparişini verdiği, aşağıda nitelikleri ve satış fiyatı belirtilen ürünlerin satışı ve teslimi ile ilgili olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümleri gereğince tarafların hak ve yükümlülüklerinin belirlenmesidir.',
    'agreements.distanceSales.goods': 'Madde 3 – Sözleşme Konusu Ürünler, Fiyat ve Ödeme',
    'agreements.distanceSales.delivery': 'Madde 4 – Teslimat',
    'agreements.distanceSales.withdrawal': 'Madde 5 – Cayma Hakkı',
    'agreements.distanceSales.exceptions': 'Madde 6 – Cayma Hakkının Kullanılamayacağı Haller',
    'agreements.distanceSales.general': 'Madde 7 – Genel Hükümler',
    'agreements.distanceSales.general1':
      'ALICI, sözleşme konusu ürünlerin temel nitelikleri, vergiler dahil satış fiyatı, ödeme şekli, teslimat ve cayma hakkına ilişkin Ön Bilgilendirme Formu’nu okuyup bilgi sahibi olduğunu ve elektronik ortamda gerekli onayı verdiğini kabul eder.',
    'agreements.distanceSales.general2':
      'Sözleşme konusu ürünün ayıplı çıkması halinde ALICI, 6502 sayılı Kanun’un 11. maddesinde sayılan seçimlik haklarını kullanabilir.',
    'agreements.distanceSales.general3':
      'SATICI, sipariş konusu ürünün teslimatının imkânsızlaştığı hallerde bu durumu öğrendiği tarihten itibaren 3 (üç) gün içinde ALICI’ya bildirir ve tahsil edilen tüm ödemeleri bildirim tarihinden itibaren en geç 14 (on dört) gün içinde iade eder.',
    'agreements.distanceSales.disputes': 'Madde 8 – Uyuşmazlıkların Çözümü',
    'agreements.distanceSales.effect': 'Madde 9 – Yürürlük',
    'agreements.distanceSales.effectText':
      'İşbu sözleşme, ALICI tarafından elektronik ortamda onaylandığı anda kurulur ve yürürlüğe girer. Onaylanan metin siparişle birlikte saklanır ve sipariş detayında ALICI’nın erişimine sunulur.',
    'agreements.sellerTitle': 'SATICI',
    'agreements.buyerTitle': 'ALICI',
    'agreements.field.legalName': 'Unvan: {value}',
    'agreements.field.address': 'Adres: {value}',
    'agreements.field.phone': 'Telefon: {value}',
    'agreements.field.email': 'E-posta: {value}',
    'agreements.field.mersis': 'MERSİS No: {value}',
    'agreements.field.tax': 'Vergi Dairesi / Vergi No: {office} / {number}',
    'agreements.field.website': 'İnternet Sitesi: {value}',
    'agreements.field.name': 'Ad Soyad: {value}',
    'agreements.field.deliveryAddress': 'Teslimat Adresi: {value}',
    'agreements.field.invoiceAddress': 'Fatura Adresi: {value}',
    'agreements.address.idNumber': 'T.C. Kimlik No: {value}',
    'agreements.address.company': 'Firma: {name}, Vergi Dairesi: {office}, Vergi No: {number}',
    'agreements.col.product': 'Ürün',
    'agreements.col.code': 'Ürün Kodu',
    'agreements.col.quantity': 'Miktar',
    'agreements.col.unit': 'Birim',
    'agreements.col.unitPrice': 'Birim Fiyat (KDV Hariç)',
    'agreements.col.unitPriceWithTax': 'Birim Fiyat (KDV Dahil)',
    'agreements.col.taxRate': 'KDV Oranı',
    'agreements.col.lineTotal': 'Tutar (KDV Dahil)',
    'agreements.col.item': 'Kalem',
    'agreements.col.amount': 'Tutar',
    'agreements.percent': '%{rate}',
    'agreements.row.subTotal': 'Ara Toplam (KDV Hariç)',
    'agreements.row.tax': 'KDV',
    'agreements.row.shipping': 'Kargo Ücreti',
    'agreements.row.cashOnDeliveryFee': 'Kapıda Ödeme Bedeli',
    'agreements.row.commission': 'Taksit Vade Farkı ({count} Taksit, %{rate})',
    'agreements.row.total': 'Genel Toplam (Vergiler Dahil)',
    'agreements.row.tryTotal': 'Tahsil Edilecek Tutar (Türk Lirası)',
    'agreements.shippingFree': 'Ücretsiz',
    'agreements.shippingRecipient': 'Alıcı Ödemeli',
    'agreements.method': 'Ödeme Şekli: {method}',
    'agreements.method.card': 'Kredi Kartı / Banka Kartı (Tek Çekim)',
    'agreements.method.cardInstallment': 'Kredi Kartı ({count} Taksit)',
    'agreements.method.transfer': 'Havale-EFT',
    'agreements.method.cashOnDelivery': 'Kapıda Ödeme',
    'agreements.pay.card':
      'Ödeme, sipariş onayı sırasında kredi kartı veya banka kartından tahsil edilir. Kart bilgileri SATICI tarafından saklanmaz.',
    'agreements.pay.cardTry': 'Kartınızdan Türk lirası olarak {amount} tahsil edilir.',
    'agreements.pay.installment':
      'Taksitli ödemede bankanın uyguladığı {amount} tutarındaki vade farkı genel toplama dahildir; taksit tutarları ve ödeme tarihleri kartı veren bankanın koşullarına tabidir.',
    'agreements.pay.transfer':
      'Ödemenin, sipariş tarihinden itibaren 24 saat içinde açıklamaya sipariş numarası yazılarak SATICI’nın banka hesaplarından birine yapılması gerekir. Süresi içinde ödemesi yapılmayan sipariş iptal edilebilir.',
    'agreements.pay.cashOnDelivery':
      'Ödeme, ürünler teslim edilirken kargo görevlisine yapılır. {fee} tutarındaki Kapıda Ödeme bedeli genel toplama dahildir.',
    'agreements.pay.cashOnDeliveryFree':
      'Ödeme, ürünler teslim edilirken kargo görevlisine yapılır. Kapıda Ödeme için ek bedel alınmaz.',
    'agreements.total':
      'Vergiler dahil toplam sipariş tutarı {total} olup ALICI, bu tutar dışında herhangi bir ek ödeme yükümlülüğü altında değildir.',
    'agreements.delivery.time':
      'Ürünler, ALICI’nın yukarıda belirttiği teslimat adresine kargo ile gönderilir. Teslimat, siparişin SATICI’ya ulaştığı tarihten itibaren en geç 30 (otuz) gün içinde yapılır; bu süre içinde teslim edilemeyen siparişlerde ALICI sözleşmeyi feshedebilir.',
    'agreements.delivery.fee': 'Kargo ücreti {amount} olup genel toplama dahildir.',
    'agreements.delivery.free': 'Kargo ücreti SATICI tarafından karşılanır; ALICI’dan kargo ücreti alınmaz.',
    'agreements.delivery.recipient':
      'Kargo ücreti teslimat sırasında ALICI tarafından kargo şirketine ödenir (Alıcı Ödemeli).',
    'agreements.delivery.check':
      'ALICI, teslim aldığı ürünün ambalajında hasar görmesi halinde kargo görevlisine tutanak tutturarak ürünü teslim almayabilir.',
    'agreements.withdrawal.period':
      'ALICI, ürünü teslim aldığı günden itibaren 14 (on dört) gün içinde herhangi bir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir. Birden fazla ürünün ayrı ayrı teslim edildiği siparişlerde bu süre, son ürünün teslim alındığı gün başlar.',
    'agreements.withdrawal.how':
      'Cayma hakkını kullanmak için ALICI, bu süre içinde SATICI’ya {email} e-posta adresine, {address} adresine yazılı olarak veya {phone} numaralı telefondan ulaşarak sipariş numarasını belirten açık bir cayma bildiriminde bulunur.',
    'agreements.withdrawal.return':
      'ALICI, cayma bildirimini yönelttiği tarihten itibaren 10 (on) gün içinde ürünü, faturası ve varsa kutusu, ambalajı ve standart aksesuarlarıyla birlikte SATICI’ya geri gönderir. SATICI’nın anlaşmalı kargo şirketiyle yapılan iadelerde gönderim bedeli SATICI’ya aittir.',
    'agreements.withdrawal.refund':
      'SATICI, cayma bildiriminin kendisine ulaştığı tarihten itibaren 14 (on dört) gün içinde, teslimat masrafları dahil tahsil edilen tüm ödemeleri, ALICI’nın satın alırken kullandığı ödeme aracına uygun şekilde ve ALICI’ya herhangi bir masraf veya yükümlülük getirmeden tek seferde iade eder.',
    'agreements.withdrawal.care':
      'ALICI, cayma süresi içinde ürünü işleyişine, teknik özelliklerine ve kullanım talimatlarına uygun kullanmadığı takdirde üründe meydana gelen değişiklik ve bozulmalardan sorumludur.',
    'agreements.exceptions.intro':
      'Mesafeli Sözleşmeler Yönetmeliği’nin 15. maddesi uyarınca aşağıdaki sözleşmelerde cayma hakkı kullanılamaz:',
    'agreements.exceptions.a':
      'a) Fiyatı finansal piyasalardaki dalgalanmalara bağlı olarak değişen ve SATICI’nın kontrolünde olmayan mal veya hizmetlere ilişkin sözleşmeler.',
    'agreements.exceptions.b':
      'b) Tüketicinin istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan mallara ilişkin sözleşmeler.',
    'agreements.exceptions.c':
      'c) Çabuk bozulabilen veya son kullanma tarihi geçebilecek malların teslimine ilişkin sözleşmeler.',
    'agreements.exceptions.c2':
      'ç) Tesliminden sonra ambalaj, bant, mühür, paket gibi koruyucu unsurları açılmış olan mallardan; iadesi sağlık ve hijyen açısından uygun olmayanların teslimine ilişkin sözleşmeler.',
    'agreements.exceptions.d':
      'd) Tesliminden sonra başka ürünlerle karışan ve doğası gereği ayrıştırılması mümkün olmayan mallara ilişkin sözleşmeler.',
    'agreements.exceptions.e':
      'e) Malın tesliminden sonra ambalaj, bant, mühür, paket gibi koruyucu unsurları açılmış olması halinde maddi ortamda sunulan kitap, dijital içerik ve bilgisayar sarf malzemelerine ilişkin sözleşmeler.',
    'agreements.exceptions.f':
      'f) Abonelik sözleşmesi kapsamında sağlananlar dışında, gazete ve dergi gibi süreli yayınların teslimine ilişkin sözleşmeler.',
    'agreements.exceptions.g':
      'g) Belirli bir tarihte veya dönemde yapılması gereken, konaklama, eşya taşıma, araba kiralama, yiyecek-içecek tedariki ve eğlence veya dinlenme amacıyla yapılan boş zamanın değerlendirilmesine ilişkin sözleşmeler.',
    'agreements.exceptions.g2':
      'ğ) Elektronik ortamda anında ifa edilen hizmetler veya tüketiciye anında teslim edilen gayrimaddi mallara ilişkin sözleşmeler.',
    'agreements.exceptions.h':
      'h) Cayma hakkı süresi sona ermeden önce, tüketicinin onayı ile ifasına başlanan hizmetlere ilişkin sözleşmeler.',
    'agreements.complaints':
      'ALICI, şikâyet ve itirazlarını SATICI’ya yukarıdaki iletişim bilgilerinden iletebilir. ALICI ayrıca, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar dahilinde mal veya hizmeti satın aldığı ya da ikametgâhının bulunduğu yerdeki Tüketici Hakem Heyetine, bu sınırları aşan uyuşmazlıklarda Tüketici Mahkemesine başvurabilir.',
    'agreements.empty': '—',
    'agreements.template.amount': '[siparişteki tutar]',
    'agreements.template.buyerName': '[Alıcının adı soyadı]',
    'agreements.template.buyerEmail': '[Alıcının e-posta adresi]',
    'agreements.template.buyerPhone': '[Alıcının telefon numarası]',
    'agreements.template.deliveryAddress': '[Siparişteki teslimat adresi]',
    'agreements.template.invoiceAddress': '[Siparişteki fatura adresi]',
    'agreements.template.method': '[Siparişte seçilen ödeme şekli]',
    'agreements.template.methodTerms': '{method}: {terms}',
    'agreements.redacted': '[hesap silindiği için kaldırıldı]',
  },
  {
    'agreements.preInfo.title': 'Preliminary Information Form',
    'agreements.distanceSales.title': 'Distance Sales Contract',
    'agreements.preInfo.seller': '1. Seller',
    'agreements.preInfo.buyer': '2. Buyer',
    'agreements.preInfo.goods': '3. Goods Covered',
    'agreements.preInfo.price': '4. Price and Payment',
    'agreements.preInfo.delivery': '5. Delivery',
    'agreements.preInfo.withdrawal': '6. Right of Withdrawal',
    'agreements.preInfo.exceptions': '7. Cases Without a Right of Withdrawal',
    'agreements.preInfo.complaints': '8. Complaints and Objections',
    'agreements.preInfo.closing':
      'This Preliminary Information Form was given to the BUYER before ordering, under Consumer Protection Law No. 6502 and the Distance Contracts Regulation. By approving the order, the BUYER confirms having read this form and having been informed of the matters above.',
    'agreements.distanceSales.parties': 'Article 1 – Parties',
    'agreements.distanceSales.subject': 'Article 2 – Subject',
    'agreements.distanceSales.subjectText':
      'This contract sets out the rights and obligations of the parties, under Consumer Protection Law No. 6502 and the Distance Contracts Regulation, for the sale and delivery of the goods described below, which the BUYER ordered electronically on the SELLER’s website {website}.',
    'agreements.distanceSales.goods': 'Article 3 – Goods, Price and Payment',
    'agreements.distanceSales.delivery': 'Article 4 – Delivery',
    'agreements.distanceSales.withdrawal': 'Article 5 – Right of Withdrawal',
    'agreements.distanceSales.exceptions': 'Article 6 – Cases Without a Right of Withdrawal',
    'agreements.distanceSales.general': 'Article 7 – General Provisions',
    'agreements.distanceSales.general1':
      'The BUYER confirms having read the Preliminary Information Form on the main characteristics of the goods, the price including taxes, the payment method, delivery and the right of withdrawal, and having given the necessary approval electronically.',
    'agreements.distanceSales.general2':
      'If the goods are defective, the BUYER may use the optional rights listed in Article 11 of Law No. 6502.',
    'agreements.distanceSales.general3':
      'If delivery of the ordered goods becomes impossible, the SELLER informs the BUYER within 3 (three) days of learning of it and refunds every payment collected within 14 (fourteen) days of that notice at the latest.',
    'agreements.distanceSales.disputes': 'Article 8 – Disputes',
    'agreements.distanceSales.effect': 'Article 9 – Entry into Force',
    'agreements.distanceSales.effectText':
      'This contract is concluded and enters into force when the BUYER approves it electronically. The approved text is kept with the order and is available to the BUYER in the order details.',
    'agreements.sellerTitle': 'SELLER',
    'agreements.buyerTitle': 'BUYER',
    'agreements.field.legalName': 'Legal name: {value}',
    'agreements.field.address': 'Address: {value}',
    'agreements.field.phone': 'Phone: {value}',
    'agreements.field.email': 'E-mail: {value}',
    'agreements.field.mersis': 'MERSİS No: {value}',
    'agreements.field.tax': 'Tax office / Tax No: {office} / {number}',
    'agreements.field.website': 'Website: {value}',
    'agreements.field.name': 'Name: {value}',
    'agreements.field.deliveryAddress': 'Delivery address: {value}',
    'agreements.field.invoiceAddress': 'Invoice address: {value}',
    'agreements.address.idNumber': 'T.C. Identity No: {value}',
    'agreements.address.company': 'Company: {name}, Tax office: {office}, Tax No: {number}',
    'agreements.col.product': 'Product',
    'agreements.col.code': 'Product code',
    'agreements.col.quantity': 'Quantity',
    'agreements.col.unit': 'Unit',
    'agreements.col.unitPrice': 'Unit price (excl. VAT)',
    'agreements.col.unitPriceWithTax': 'Unit price (incl. VAT)',
    'agreements.col.taxRate': 'VAT rate',
    'agreements.col.lineTotal': 'Amount (incl. VAT)',
    'agreements.col.item': 'Item',
    'agreements.col.amount': 'Amount',
    'agreements.percent': '{rate}%',
    'agreements.row.subTotal': 'Subtotal (excl. VAT)',
    'agreements.row.tax': 'VAT',
    'agreements.row.shipping': 'Shipping',
    'agreements.row.cashOnDeliveryFee': 'Cash on delivery fee',
    'agreements.row.commission': 'Installment charge ({count} installments, {rate}%)',
    'agreements.row.total': 'Grand total (incl. taxes)',
    'agreements.row.tryTotal': 'Amount payable in Turkish lira',
    'agreements.shippingFree': 'Free',
    'agreements.shippingRecipient': 'Paid by recipient',
    'agreements.method': 'Payment method: {method}',
    'agreements.method.card': 'Credit / debit card (single payment)',
    'agreements.method.cardInstallment': 'Credit card ({count} installments)',
    'agreements.method.transfer': 'Bank transfer (Havale-EFT)',
    'agreements.method.cashOnDelivery': 'Cash on delivery',
    'agreements.pay.card':
      'Payment is taken from the credit or debit card when the order is approved. The SELLER does not keep the card details.',
    'agreements.pay.cardTry': 'Your card is charged {amount} in Turkish lira.',
    'agreements.pay.installment':
      'For installments, the bank’s installment charge of {amount} is included in the grand total; installment amounts and dates follow the terms of the card’s bank.',
    'agreements.pay.transfer':
      'Payment must reach one of the SELLER’s bank accounts within 24 hours of the order, with the order number in the description. An order not paid in time may be cancelled.',
    'agreements.pay.cashOnDelivery':
      'Payment is made to the courier when the goods are delivered. The cash on delivery fee of {fee} is included in the grand total.',
    'agreements.pay.cashOnDeliveryFree':
      'Payment is made to the courier when the goods are delivered. No fee is charged for cash on delivery.',
    'agreements.total':
      'The order total including taxes is {total}; the BUYER owes no payment beyond this amount.',
    'agreements.delivery.time':
      'The goods are shipped by cargo to the delivery address the BUYER gave above. Delivery is made within 30 (thirty) days of the order reaching the SELLER at the latest; if it is not, the BUYER may terminate the contract.',
    'agreements.delivery.fee': 'Shipping costs {amount} and is included in the grand total.',
    'agreements.delivery.free': 'The SELLER bears the shipping cost; the BUYER pays no shipping.',
    'agreements.delivery.recipient':
      'Shipping is paid by the BUYER to the cargo company on delivery (paid by recipient).',
    'agreements.delivery.check':
      'If the package is damaged, the BUYER may refuse delivery and have the courier record the damage.',
    'agreements.withdrawal.period':
      'The BUYER may withdraw from the contract within 14 (fourteen) days of receiving the goods, without giving any reason and without paying any penalty. For an order delivered in several parts, the period starts on the day the last item is received.',
    'agreements.withdrawal.how':
      'To withdraw, the BUYER sends the SELLER, within this period, a clear notice of withdrawal naming the order number: by e-mail to {email}, in writing to {address}, or by phone on {phone}.',
    'agreements.withdrawal.return':
      'Within 10 (ten) days of the notice, the BUYER sends the goods back to the SELLER with the invoice and, where there are any, the box, packaging and standard accessories. Returns through the SELLER’s contracted cargo company are at the SELLER’s expense.',
    'agreements.withdrawal.refund':
      'Within 14 (fourteen) days of receiving the notice, the SELLER refunds every payment collected, delivery costs included, in one go, in a way suited to the payment method the BUYER used, without any cost or obligation for the BUYER.',
    'agreements.withdrawal.care':
      'The BUYER is responsible for changes and damage to the goods if, during the withdrawal period, they are not used according to their function, technical characteristics and instructions.',
    'agreements.exceptions.intro':
      'Under Article 15 of the Distance Contracts Regulation, there is no right of withdrawal for the following contracts:',
    'agreements.exceptions.a':
      'a) Goods or services whose price depends on fluctuations in the financial markets beyond the SELLER’s control.',
    'agreements.exceptions.b': 'b) Goods made to the consumer’s specifications or personal needs.',
    'agreements.exceptions.c': 'c) Goods that spoil quickly or may pass their expiry date.',
    'agreements.exceptions.c2':
      'ç) Goods whose protective packaging, tape, seal or package was opened after delivery and whose return is not suitable for health and hygiene reasons.',
    'agreements.exceptions.d':
      'd) Goods that, after delivery, are mixed with other items and by their nature cannot be separated.',
    'agreements.exceptions.e':
      'e) Books, digital content and computer consumables supplied on a physical medium, if their protective packaging, tape, seal or package was opened after delivery.',
    'agreements.exceptions.f':
      'f) Periodicals such as newspapers and magazines, other than those supplied under a subscription.',
    'agreements.exceptions.g':
      'g) Accommodation, removal of goods, car rental, food and drink supply and leisure services for a specific date or period.',
    'agreements.exceptions.g2':
      'ğ) Services performed instantly online, or intangible goods delivered to the consumer instantly.',
    'agreements.exceptions.h':
      'h) Services whose performance started, with the consumer’s approval, before the withdrawal period ended.',
    'agreements.complaints':
      'The BUYER may send complaints and objections to the SELLER through the contact details above. The BUYER may also apply, within the monetary limits announced each year by the Ministry of Trade, to the Consumer Arbitration Committee where the goods were bought or where the BUYER lives, and above those limits to the Consumer Court.',
    'agreements.empty': '—',
    'agreements.template.amount': '[the amount in the order]',
    'agreements.template.buyerName': '[the buyer’s name and surname]',
    'agreements.template.buyerEmail': '[the buyer’s e-mail address]',
    'agreements.template.buyerPhone': '[the buyer’s phone number]',
    'agreements.template.deliveryAddress': '[the delivery address of the order]',
    'agreements.template.invoiceAddress': '[the invoice address of the order]',
    'agreements.template.method': '[the payment method chosen in the order]',
    'agreements.template.methodTerms': '{method}: {terms}',
    'agreements.redacted': '[removed when the account was deleted]',
  },
);
