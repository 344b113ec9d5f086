import { defineTexts } from '../define.ts';

/** The shop's staff (issue 17): roles, and why an account is refused. */
export const staffTexts = defineTexts(
  {
    'admin.signInRequired': 'Bu işlem için yönetim paneline giriş yapmalısınız.',
    'admin.passwordChangeRequired': 'Devam etmeden önce tek kullanımlık şifrenizi değiştirin.',
    'admin.notAllowed': 'Rolünüz bu işleme izin vermiyor.',
    'admin.passwordUnchanged': 'Yeni şifre eskisinden farklı olmalı.',
    'admin.totpRequired': 'Doğrulama uygulamanızdaki 6 haneli kodu da yazın.',
    'admin.totpWrongCode': 'Doğrulama kodu yanlış ya da süresi geçmiş.',
    'admin.totpAlreadyOn': 'İki adımlı doğrulama zaten açık.',
    'admin.totpNotStarted': 'Önce iki adımlı doğrulamayı başlatın: yeni bir anahtar oluşturulur.',
    'admin.totpOff': 'İki adımlı doğrulama kapalı.',
    'staff.role.owner': 'Sahip',
    'staff.role.operator': 'Operatör',
    'staff.invalid.email': 'Geçerli bir e-posta adresi yazın.',
    'staff.invalid.name': 'Ad en fazla 100 karakter olmalı ve boş bırakılmamalı.',
    'staff.invalid.role': 'Rol "owner" (sahip) ya da "operator" (operatör) olmalı.',
    'staff.invalid.passwordLength': 'Personel şifresi 12 ile 128 karakter arasında olmalı.',
    'staff.invalid.passwordCommon': 'Bu şifre çok yaygın ve kolayca tahmin edilir; başka bir şifre seçin.',
    'staff.emailTaken': 'Bu e-posta adresiyle bir personel hesabı zaten var.',
    'apiKey.scope.read': 'okuma',
    'apiKey.scope.write': 'okuma ve yazma',
    'apiKey.invalid.name': 'Anahtarın adı (ne için olduğu) boş olmamalı ve en fazla 100 karakter olmalı.',
    'apiKey.invalid.scope': 'Yetki "read" (okuma) ya da "write" (okuma ve yazma) olmalı.',
  },
  {
    'admin.signInRequired': 'Sign in to the back office to do this.',
    'admin.passwordChangeRequired': 'Change your one-time password before you go on.',
    'admin.notAllowed': 'Your role does not allow this.',
    'admin.passwordUnchanged': 'The new password must differ from the old one.',
    'admin.totpRequired': 'Enter the 6-digit code from your authenticator app too.',
    'admin.totpWrongCode': 'The verification code is wrong or has expired.',
    'admin.totpAlreadyOn': 'Two-step verification is on already.',
    'admin.totpNotStarted': 'Start two-step verification first: a new key is made.',
    'admin.totpOff': 'Two-step verification is off.',
    'staff.role.owner': 'Owner',
    'staff.role.operator': 'Operator',
    'staff.invalid.email': 'Enter a valid e-mail address.',
    'staff.invalid.name': 'The name must not be empty and has at most 100 characters.',
    'staff.invalid.role': 'The role must be "owner" or "operator".',
    'staff.invalid.passwordLength': 'A staff password has 12 to 128 characters.',
    'staff.invalid.passwordCommon': 'This password is too common and easily guessed; choose another.',
    'staff.emailTaken': 'A staff account with this e-mail address already exists.',
    'apiKey.scope.read': 'read',
    'apiKey.scope.write': 'read and write',
    'apiKey.invalid.name':
      "The key's name (what it is for) must not be empty and has at most 100 characters.",
    'apiKey.invalid.scope': 'The scope must be "read" or "write".',
  },
);

/** What `npm run staff:add`, `apikey:add` and `apikey:revoke` say. Server only. */
export const adminCommandTexts = defineTexts(
  {
    'adminCommand.staff.added': 'Personel hesabı açıldı: {name} <{email}>, {role} (no. {id}).',
    'adminCommand.staff.oneTimePassword':
      'Tek kullanımlık şifre: {password}\nYalnızca şimdi gösteriliyor; ilk girişte yenisi istenir.',
    'adminCommand.staff.refused': 'Personel hesabı açılmadı:',
    'adminCommand.viaShop': 'Mağaza çalışıyor: işi mağaza kendi veritabanı bağlantısıyla yapıyor.',
    'adminCommand.apiKey.added': 'API anahtarı oluşturuldu: {name}, {scope} (no. {id}).',
    'adminCommand.apiKey.key':
      'Anahtar: {key}\nYalnızca şimdi gösteriliyor, saklanmıyor. ERP her isteğe şu başlığı ekler: Authorization: Bearer {key}',
    'adminCommand.apiKey.refused': 'API anahtarı oluşturulmadı:',
    'adminCommand.apiKey.revoked': 'API anahtarı iptal edildi: no. {id}, {name} ({prefix}…).',
    'adminCommand.apiKey.notFound':
      'No. {id} ile geçerli bir API anahtarı yok (hiç olmadı ya da zaten iptal edildi).',
    'adminCommand.staff.totpReset':
      '{name} (no. {id}) için iki adımlı doğrulama kapatıldı ve oturumları sonlandırıldı; şifresiyle girip yeniden açabilir.',
    'adminCommand.staff.totpNotOn': '{email} ile iki adımlı doğrulaması açık bir personel hesabı yok.',
    'adminCommand.order.shipped': '{orderNo}: {carrier} {number} ile {count} satır kargoya verildi:',
    'adminCommand.order.repeated':
      '{orderNo}: bu gönderi ({carrier} {number}, {count} satır) zaten kayıtlı; bir şey değişmedi:',
    'adminCommand.order.trackingLink': 'Takip bağlantısı: {url}',
    'adminCommand.order.refused': 'Hata:',
  },
  {
    'adminCommand.staff.added': 'Staff account created: {name} <{email}>, {role} (no. {id}).',
    'adminCommand.staff.oneTimePassword':
      'One-time password: {password}\nShown only now; a new one is asked for at the first sign-in.',
    'adminCommand.staff.refused': 'The staff account was not created:',
    'adminCommand.viaShop': 'The shop is running: it does this on its own database connection.',
    'adminCommand.apiKey.added': 'API key created: {name}, {scope} (no. {id}).',
    'adminCommand.apiKey.key':
      'Key: {key}\nShown only now, never stored. The ERP sends it with each request as: Authorization: Bearer {key}',
    'adminCommand.apiKey.refused': 'The API key was not created:',
    'adminCommand.apiKey.revoked': 'API key revoked: no. {id}, {name} ({prefix}…).',
    'adminCommand.apiKey.notFound':
      'There is no valid API key no. {id} (there never was, or it was revoked already).',
    'adminCommand.staff.totpReset':
      'Two-step verification is off for {name} (no. {id}) and their sessions ended; they sign in with their password and may turn it on again.',
    'adminCommand.staff.totpNotOn': 'There is no staff account {email} with two-step verification on.',
    'adminCommand.order.shipped': '{orderNo}: {carrier} {number} on {count} line(s):',
    'adminCommand.order.repeated':
      '{orderNo}: this shipment ({carrier} {number}, {count} line(s)) is recorded already; nothing changed:',
    'adminCommand.order.trackingLink': 'Tracking link: {url}',
    'adminCommand.order.refused': 'Error:',
  },
);
