import { defineTexts } from '../define.ts';

// Form validation messages. Turkish texts marked SPEC are copied exactly from SPEC §5, §8;
// the others (country, surname, email, birthdate, sign-in, server card checks, the free amount) are ours.
export const validationTexts = defineTexts(
  {
    'validation.required': 'Bu alanın doldurulması zorunludur.', // SPEC
    'validation.name': 'Lütfen adınızı girin.', // SPEC
    'validation.surname': 'Lütfen soyadınızı girin.',
    'validation.name.letters': 'Adınız yalnızca harf ve boşluk içerebilir; rakam ve işaret kullanmayın.',
    'validation.surname.letters':
      'Soyadınız yalnızca harf ve boşluk içerebilir; rakam ve işaret kullanmayın.',
    'validation.phoneInvalid': 'Lütfen geçerli telefon numarası girin.', // SPEC
    'validation.phoneRequired': 'Lütfen telefon numaranızı girin.', // SPEC
    'validation.email': 'Lütfen geçerli bir e-posta adresi girin.',
    'validation.address.title': 'Lütfen adres başlığı girin.', // SPEC
    'validation.address.country': 'Lütfen ülke seçin.',
    'validation.address.city': 'Lütfen şehir seçin.', // SPEC
    'validation.address.town': 'Lütfen ilçe seçin.', // SPEC
    'validation.address.address': 'Lütfen adres girin.', // SPEC
    'validation.address.addressMin': 'Lütfen adres girin. (en az 10 karakter olmalıdır)', // SPEC
    'validation.address.tckn': 'Lütfen geçerli bir T.C. Kimlik Numarası girin.',
    'validation.address.vkn': 'Lütfen geçerli bir Vergi Kimlik Numarası girin.',
    'validation.account.genderPlaceholder': 'Cinsiyetinizi Seçin', // SPEC
    'validation.account.genderMale': 'Erkek',
    'validation.account.genderFemale': 'Kadın',
    'validation.account.gender': 'Lütfen cinsiyetinizi seçin.',
    'validation.account.birthdate': 'Lütfen geçerli bir doğum tarihi girin.',
    'validation.password.required': 'Lütfen şifrenizi girin.',
    'validation.password.length': 'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.', // SPEC
    'validation.password.verifyRequired': 'Şifrenizi doğrulamalısınız.', // SPEC
    'validation.password.mismatch': 'Şifreleriniz eşleşmiyor.', // SPEC
    'validation.password.updated': 'Şifreniz güncellendi.', // SPEC
    'validation.password.common':
      'Bu şifre çok yaygın kullanıldığı için kolayca tahmin edilebilir. Lütfen başka bir şifre seçin.',
    'validation.password.currentRequired': 'Lütfen mevcut şifrenizi girin.',
    'validation.review.star': 'Lütfen yorum için yıldız seçiniz.', // SPEC
    'validation.review.title': 'Lütfen yorum başlığı girin.', // SPEC
    'validation.review.description': 'Lütfen yorum açıklaması girin.', // SPEC
    'validation.card.form': 'Form bilgilerini eksiksiz doldurunuz!', // SPEC
    'validation.card.number': 'Kart bilgilerini eksiksiz doldurunuz!', // SPEC
    'validation.card.holder': 'Kart üzerindeki ismi doldurunuz!', // SPEC
    'validation.card.ccv': 'CCV bilgisini eksiksiz doldurunuz!', // SPEC
    'validation.card.amount': 'Tutar girmediniz!', // SPEC
    'validation.card.expiry': 'Ay ve yılı eksiksiz giriniz', // SPEC
    'validation.card.invalidNumber': 'Kart numarası geçersiz. Lütfen kontrol ediniz.',
    'validation.card.expired': 'Kartınızın son kullanma tarihi geçmiş ya da hatalı.',
    'validation.freeAmount.format':
      'Tutarı en fazla 2 ondalık haneyle ve binlik ayırıcı kullanmadan giriniz (örneğin 1250,50).',
    'validation.freeAmount.max': 'Tek seferde en fazla {max} TL ödeme yapabilirsiniz.',
  },
  {
    'validation.required': 'This field is required.',
    'validation.name': 'Please enter your name.',
    'validation.surname': 'Please enter your surname.',
    'validation.name.letters': 'Your name may contain only letters and spaces, no digits or symbols.',
    'validation.surname.letters': 'Your surname may contain only letters and spaces, no digits or symbols.',
    'validation.phoneInvalid': 'Please enter a valid phone number.',
    'validation.phoneRequired': 'Please enter your phone number.',
    'validation.email': 'Please enter a valid email address.',
    'validation.address.title': 'Please enter an address title.',
    'validation.address.country': 'Please select a country.',
    'validation.address.city': 'Please select a city.',
    'validation.address.town': 'Please select a district.',
    'validation.address.address': 'Please enter an address.',
    'validation.address.addressMin': 'Please enter an address. (at least 10 characters)',
    'validation.address.tckn': 'Please enter a valid Turkish identity number (T.C. Kimlik No).',
    'validation.address.vkn': 'Please enter a valid tax identification number (Vergi Kimlik No).',
    'validation.account.genderPlaceholder': 'Select your gender',
    'validation.account.genderMale': 'Male',
    'validation.account.genderFemale': 'Female',
    'validation.account.gender': 'Please select your gender.',
    'validation.account.birthdate': 'Please enter a valid date of birth.',
    'validation.password.required': 'Please enter your password.',
    'validation.password.length': 'Your password must be 6 to 30 characters long.',
    'validation.password.verifyRequired': 'You must confirm your password.',
    'validation.password.mismatch': 'Your passwords do not match.',
    'validation.password.updated': 'Your password has been updated.',
    'validation.password.common':
      'This password is so common that it is easy to guess. Please choose another one.',
    'validation.password.currentRequired': 'Please enter your current password.',
    'validation.review.star': 'Please select a star rating for your review.',
    'validation.review.title': 'Please enter a review title.',
    'validation.review.description': 'Please enter a review text.',
    'validation.card.form': 'Please fill in all form fields!',
    'validation.card.number': 'Please fill in the card details completely!',
    'validation.card.holder': 'Please fill in the name on the card!',
    'validation.card.ccv': 'Please fill in the CCV completely!',
    'validation.card.amount': 'You have not entered an amount!',
    'validation.card.expiry': 'Please enter the month and year completely',
    'validation.card.invalidNumber': 'The card number is not valid. Please check it.',
    'validation.card.expired': 'The card has expired or its expiry date is wrong.',
    'validation.freeAmount.format':
      'Enter the amount with at most 2 decimals and no thousands separators (for example 1250.50).',
    'validation.freeAmount.max': 'You can pay at most {max} TL at a time.',
  },
);
