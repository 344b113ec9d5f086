import { defineTexts } from '../define.ts';

export const authTexts = defineTexts(
  {
    'auth.wrongCredentials': 'E-posta adresiniz veya şifreniz hatalı.',
    'auth.tooManyAttempts':
      'Çok fazla başarısız giriş denemesi yapıldı. Lütfen {minutes} dakika sonra tekrar deneyin.',
    'auth.tooManyRegistrations': 'Çok fazla yeni hesap açıldı. Lütfen {minutes} dakika sonra tekrar deneyin.',
    'auth.wrongCurrentPassword': 'Mevcut şifreniz hatalı.',
    'auth.emailTaken': 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
    'auth.signInRequired': 'Bu işlem için giriş yapmalısınız.',
    'auth.tooManyResets':
      'Çok fazla şifre yenileme isteği yapıldı. Lütfen {minutes} dakika sonra tekrar deneyin.',
    'auth.resetLinkInvalid':
      'Bu şifre yenileme bağlantısının süresi dolmuş ya da bağlantı kullanılmış. Lütfen yeni bir bağlantı isteyin.',
  },
  {
    'auth.wrongCredentials': 'Your email address or password is wrong.',
    'auth.tooManyAttempts': 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
    'auth.tooManyRegistrations': 'Too many new accounts were opened. Please try again in {minutes} minutes.',
    'auth.wrongCurrentPassword': 'Your current password is wrong.',
    'auth.emailTaken': 'An account with this email address already exists.',
    'auth.signInRequired': 'You must sign in to do this.',
    'auth.tooManyResets': 'Too many password reset requests. Please try again in {minutes} minutes.',
    'auth.resetLinkInvalid':
      'This password reset link has expired or has been used. Please ask for a new one.',
  },
);
