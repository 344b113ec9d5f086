import { defineTexts } from '../define.ts';

/** The shop's staff (issue 17): roles, and why an account is refused. */
export const staffTexts = defineTexts(
  {
    'staff.role.owner': 'Sahip',
    'staff.role.operator': 'Operatör',
    'staff.invalid.email': 'Geçerli bir e-posta adresi yazın.',
    'staff.invalid.name': 'Ad en fazla 100 karakter olmalı ve boş bırakılmamalı.',
    'staff.invalid.role': 'Rol "owner" (sahip) ya da "operator" (operatör) olmalı.',
    'staff.invalid.passwordLength': 'Personel şifresi 12 ile 128 karakter arasında olmalı.',
    'staff.invalid.passwordCommon': 'Bu şifre çok yaygın ve kolayca tahmin edilir; başka bir şifre seçin.',
    'staff.emailTaken': 'Bu e-posta adresiyle bir personel hesabı zaten var.',
  },
  {
    'staff.role.owner': 'Owner',
    'staff.role.operator': 'Operator',
    'staff.invalid.email': 'Enter a valid e-mail address.',
    'staff.invalid.name': 'The name must not be empty and has at most 100 characters.',
    'staff.invalid.role': 'The role must be "owner" or "operator".',
    'staff.invalid.passwordLength': 'A staff password has 12 to 128 characters.',
    'staff.invalid.passwordCommon': 'This password is too common and easily guessed; choose another.',
    'staff.emailTaken': 'A staff account with this e-mail address already exists.',
  },
);

/** What `npm run staff:add` says. Server only. */
export const staffCommandTexts = defineTexts(
  {
    'staffCommand.added': 'Personel hesabı açıldı: {name} <{email}>, {role} (no. {id}).',
    'staffCommand.oneTimePassword':
      'Tek kullanımlık şifre: {password}\nYalnızca şimdi gösteriliyor; ilk girişte yenisi istenir.',
    'staffCommand.refused': 'Personel hesabı açılmadı:',
    'staffCommand.viaShop': 'Mağaza çalışıyor: hesabı mağaza kendi veritabanı bağlantısıyla açıyor.',
  },
  {
    'staffCommand.added': 'Staff account created: {name} <{email}>, {role} (no. {id}).',
    'staffCommand.oneTimePassword':
      'One-time password: {password}\nShown only now; a new one is asked for at the first sign-in.',
    'staffCommand.refused': 'The staff account was not created:',
    'staffCommand.viaShop': 'The shop is running: it creates the account on its own database connection.',
  },
);
