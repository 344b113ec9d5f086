import { defineTexts } from '../define.ts';

export const authTexts = defineTexts(
  {
    'auth.wrongCredentials': 'E-posta adresiniz veya şifreniz hatalı.',
    'auth.tooManyAttempts':
      'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    'auth.emailTaken': 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
    'auth.signInRequired': 'Bu işlem için giriş yapmalısınız.',
  },
  {
    'auth.wrongCredentials': 'Your email address or password is wrong.',
    'auth.tooManyAttempts': 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    'auth.emailTaken': 'An account with this email address already exists.',
    'auth.signInRequired': 'You must sign in to do this.',
  },
);
