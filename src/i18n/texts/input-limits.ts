import { defineTexts } from '../define.ts';

// What the input layer refuses (api.*: the API's own answers, never in a page) and the limits of
// fields the spec gives no number for. Each number here is the constant its rule checks.
export const inputLimitTexts = defineTexts(
  {
    'api.invalidText':
      'İstekte izin verilmeyen bir karakter var. Lütfen yazdıklarınızı kontrol edip tekrar deneyin.',
    'api.fieldTooLong': 'Gönderilen alanlardan biri çok uzun.',
    'api.bodyTooLarge': 'Gönderilen veri çok büyük.',
    'api.unsupportedMediaType': 'Bu istek bu veri biçimiyle gönderilemez.',
    'api.fileNotAccepted': 'Bu istekle dosya gönderilemez.',
    'validation.address.addressMax': 'Adres en fazla 250 karakter olabilir.',
    'validation.address.companyNameMax': 'Firma adı en fazla 150 karakter olabilir.',
    'validation.address.taxOfficeMax': 'Vergi dairesi en fazla 50 karakter olabilir.',
    'validation.review.descriptionMax': 'Yorum açıklaması en fazla 2.000 karakter olabilir.',
    'validation.noteMax': 'Açıklama en fazla 500 karakter olabilir.',
    'validation.searchMax': 'Arama metni en fazla 200 karakter olabilir.',
    'addressBook.tooMany':
      'En fazla 20 adres kaydedebilirsiniz. Yeni bir adres eklemek için kayıtlı adreslerinizden birini silin.',
    'cart.lineMax': 'Bir ürün sepette en fazla 10.000 adet olabilir.',
  },
  {
    'api.invalidText':
      'The request holds a character that is not allowed. Please check what you typed and try again.',
    'api.fieldTooLong': 'One of the fields sent is too long.',
    'api.bodyTooLarge': 'The data sent is too large.',
    'api.unsupportedMediaType': 'This request cannot be sent in this data format.',
    'api.fileNotAccepted': 'No file can be sent with this request.',
    'validation.address.addressMax': 'The address can be at most 250 characters long.',
    'validation.address.companyNameMax': 'The company name can be at most 150 characters long.',
    'validation.address.taxOfficeMax': 'The tax office can be at most 50 characters long.',
    'validation.review.descriptionMax': 'The review text can be at most 2,000 characters long.',
    'validation.noteMax': 'The note can be at most 500 characters long.',
    'validation.searchMax': 'The search text can be at most 200 characters long.',
    'addressBook.tooMany':
      'You can save at most 20 addresses. Delete one of your saved addresses to add a new one.',
    'cart.lineMax': 'A cart can hold at most 10,000 of one product.',
  },
);
