import { defineTexts } from '../define.ts';

/** Review texts: the API's review messages, the review dialog and Değerlendirmelerim (SPEC §2, §5). */
export const reviewTexts = defineTexts(
  {
    'reviews.notBought': 'Yalnızca bu siparişte satın aldığınız ürünleri değerlendirebilirsiniz.',
    'reviews.alreadyReviewed': 'Bu ürünü bu sipariş için zaten değerlendirdiniz.',
    'reviews.notYetReviewable':
      'Bu ürünü, siparişinizin ödemesi alındıktan veya siparişiniz kargoya verildikten sonra değerlendirebilirsiniz.',
    'reviews.hiddenCancelled':
      'Siparişiniz iptal edildiği için bu değerlendirme ürün sayfasında gösterilmiyor.',
    'reviews.intro':
      'Satın aldığınız ürünler için yaptığınız değerlendirmeler burada. Bir yorumu değiştirmek için “Yorumu Düzenle”yi seçin.',
    'reviews.empty': 'Henüz herhangi bir değerlendirmeniz bulunmamaktadır.', // SPEC
    'reviews.edit': 'Yorumu Düzenle', // SPEC
    'reviews.add': 'Yorum Yap', // SPEC
    'reviews.awaiting': 'Değerlendirmenizi Bekleyen Ürünler',
    'reviews.loading': 'Değerlendirmeleriniz yükleniyor…',
    'reviews.orderNo': 'Sipariş No: {orderNo}',
    'reviews.stars': 'Puanınız',
    'reviews.starOption': '{n} yıldız',
    'reviews.title': 'Yorum Başlığı',
    'reviews.titleHint': 'En fazla {n} karakter',
    'reviews.description': 'Yorumunuz',
    'reviews.save': 'Kaydet',
    'reviews.saving': 'Kaydediliyor…',
    'reviews.close': 'Kapat',
    'reviews.saved': 'Yorumunuz kaydedildi.',
  },
  {
    'reviews.notBought': 'You can only review products you bought on this order.',
    'reviews.alreadyReviewed': 'You have already reviewed this product for this order.',
    'reviews.notYetReviewable': 'You can review this product once your order has been paid for or shipped.',
    'reviews.hiddenCancelled':
      'This review is not shown on the product page because your order was cancelled.',
    'reviews.intro':
      'Here are the reviews you wrote for products you bought. To change one, choose “Edit Review”.',
    'reviews.empty': 'You have not written any reviews yet.',
    'reviews.edit': 'Edit Review',
    'reviews.add': 'Write a Review',
    'reviews.awaiting': 'Products Awaiting Your Review',
    'reviews.loading': 'Loading your reviews…',
    'reviews.orderNo': 'Order No: {orderNo}',
    'reviews.stars': 'Your rating',
    'reviews.starOption': '{n} stars',
    'reviews.title': 'Review title',
    'reviews.titleHint': 'At most {n} characters',
    'reviews.description': 'Your review',
    'reviews.save': 'Save',
    'reviews.saving': 'Saving…',
    'reviews.close': 'Close',
    'reviews.saved': 'Your review has been saved.',
  },
);
