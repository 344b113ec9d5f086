import { defineTexts } from '../define.ts';

/** The sign-in page: the sign-in and registration forms. */
export const loginTexts = defineTexts(
  {
    'login.title': 'Giriş Yap',
    'login.heading': 'Giriş Yap veya Üye Ol',
    'login.signInHeading': 'Üye Girişi',
    'login.registerHeading': 'Yeni Üyelik',
    'login.registerIntro': 'Siparişlerinizi takip etmek ve adreslerinizi kaydetmek için üye olun.',
    'login.email': 'E-posta',
    'login.password': 'Şifre',
    'login.name': 'Ad',
    'login.surname': 'Soyad',
    'login.passwordVerify': 'Şifre (Tekrar)',
    'login.passwordHint': 'En az 6, en fazla 30 karakter.',
    'login.signInButton': 'Giriş Yap',
    'login.registerButton': 'Üye Ol',
    'login.signingIn': 'Giriş yapılıyor...',
    'login.registering': 'Üyeliğiniz oluşturuluyor...',
  },
  {
    'login.title': 'Sign In',
    'login.heading': 'Sign In or Register',
    'login.signInHeading': 'Sign In',
    'login.registerHeading': 'New Account',
    'login.registerIntro': 'Register to follow your orders and save your addresses.',
    'login.email': 'Email',
    'login.password': 'Password',
    'login.name': 'First name',
    'login.surname': 'Surname',
    'login.passwordVerify': 'Password (again)',
    'login.passwordHint': '6 to 30 characters.',
    'login.signInButton': 'Sign In',
    'login.registerButton': 'Register',
    'login.signingIn': 'Signing in...',
    'login.registering': 'Creating your account...',
  },
);
