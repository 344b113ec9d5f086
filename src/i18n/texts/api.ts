import { defineTexts } from '../define.ts';

export const apiTexts = defineTexts(
  {
    'api.badRequest': 'Geçersiz istek. Lütfen bilgileri kontrol edip tekrar deneyin.',
    'api.notFound': 'Aradığınız kayıt bulunamadı.',
    'api.productNotFound': 'Ürün bulunamadı veya satışta değil.',
    'api.unitNotFound': 'Seçilen birim bu ürün için geçerli değil.',
    'api.variantRequired': 'Varyant Seçiniz!',
    'api.crossSite': 'Bu istek başka bir siteden geldiği için reddedildi.',
    'api.quantityRange': 'Miktar 1 ile 100 arasında olmalıdır.',
    'api.quantityWhole': 'Bu birim yalnızca tam sayı miktarla satılır.',
    'api.busy': 'Şu anda çok yoğunuz. Lütfen birkaç saniye sonra tekrar deneyin.',
    'api.methodNotAllowed': 'Bu işlem bu yöntemle yapılamaz.',
  },
  {
    'api.badRequest': 'Invalid request. Please check the details and try again.',
    'api.notFound': 'The record you are looking for was not found.',
    'api.productNotFound': 'The product was not found or is not on sale.',
    'api.unitNotFound': 'The selected unit is not valid for this product.',
    'api.variantRequired': 'Please choose a variant!',
    'api.crossSite': 'This request came from another site and was refused.',
    'api.quantityRange': 'The quantity must be between 1 and 100.',
    'api.quantityWhole': 'This unit is sold in whole numbers only.',
    'api.busy': 'We are very busy right now. Please try again in a few seconds.',
    'api.methodNotAllowed': 'This action cannot be done with this method.',
  },
);
