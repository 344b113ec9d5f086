import { describe, expect, test } from 'vitest';
import {
  type AccountFormValues,
  formChanged,
  isEmail,
  PASSWORD_UPDATED_KEY,
  personNameError,
  validateAccount,
  validatePasswordChange,
  validateRegistration,
  validateSignIn,
} from '../../src/domain/account/account-validation.ts';
import { t } from '../../src/i18n/index.ts';

// 2025-03-10 00:30 in Istanbul is still 2025-03-09 in UTC.
const now = new Date('2025-03-09T21:30:00Z');
const account: AccountFormValues = {
  name: 'Çağrı',
  surname: 'Işık',
  email: 'cagri@example.com',
  phone: '+90 (532) 123 45 67',
  gender: 'male',
  birthdate: '1990-05-17',
};

describe('account info', () => {
  test('a valid form gives the update without the read-only email', () => {
    const result = validateAccount({ ...account, name: ' Çağrı  Can ' }, now);
    expect(result.errors).toEqual({});
    expect(result.value).toEqual({
      name: 'Çağrı Can',
      surname: 'Işık',
      phone: '+90 (532) 123 45 67',
      gender: 'male',
      birthdate: '1990-05-17',
    });
  });

  test('name and surname: letters (Turkish included) and space only', () => {
    const result = validateAccount({ ...account, name: 'Ali3', surname: '' }, now);
    // A filled name with a digit says what is wrong; only an empty one asks for the name (m26).
    expect(t('tr', result.errors.name ?? 'common.select')).toBe(
      'Adınız yalnızca harf ve boşluk içerebilir; rakam ve işaret kullanmayın.',
    );
    expect(t('en', result.errors.name ?? 'common.select')).toBe(
      'Your name may contain only letters and spaces, no digits or symbols.',
    );
    expect(t('tr', result.errors.surname ?? 'common.select')).toBe('Lütfen soyadınızı girin.');
    const symbols = validateAccount({ ...account, name: 'Çağrı <b>', surname: 'Işık!' }, now);
    expect(symbols.errors).toEqual({
      name: 'validation.name.letters',
      surname: 'validation.surname.letters',
    });
    expect(personNameError('Çağrı Işık', 'name')).toBeUndefined();
    expect(personNameError('   ', 'surname')).toBe('validation.surname');
  });

  test('name and surname: at most 50 characters, here and on registration', () => {
    expect(validateAccount({ ...account, name: 'Ç'.repeat(50), surname: 'ı'.repeat(50) }, now).ok).toBe(true);
    const over = validateAccount({ ...account, name: 'Ç'.repeat(51), surname: 'ı'.repeat(51) }, now);
    expect(over.errors).toEqual({ name: 'validation.name', surname: 'validation.surname' });
    const registration = { email: 'ayse@ornek.com.tr', password: 'Gizli.123', passwordVerify: 'Gizli.123' };
    expect(validateRegistration({ ...registration, name: 'Ç'.repeat(51), surname: 'Işık' }).errors).toEqual({
      name: 'validation.name',
    });
  });

  test('phone, gender and birthdate may be empty, but a filled phone needs the whole mask', () => {
    expect(validateAccount({ ...account, phone: '', gender: '', birthdate: '' }, now).ok).toBe(true);
    expect(
      t('tr', validateAccount({ ...account, phone: '+90 (532) 12' }, now).errors.phone ?? 'common.select'),
    ).toBe('Lütfen geçerli telefon numarası girin.');
  });

  test("gender is male or female; '' is the placeholder 'Cinsiyetinizi Seçin'", () => {
    expect(validateAccount({ ...account, gender: 'female' }, now).ok).toBe(true);
    expect(validateAccount({ ...account, gender: 'other' }, now).errors.gender).toBe(
      'validation.account.gender',
    );
    expect(t('tr', 'validation.account.genderPlaceholder')).toBe('Cinsiyetinizi Seçin');
  });

  test("birthdate: a real past day as YYYY-MM-DD, 'today' taken in Istanbul", () => {
    const bad = ['2025-03-10', '2026-01-01', '1990-02-30', '17.05.1990', '1899-12-31', '1990-5-17'];
    for (const birthdate of bad) {
      expect(validateAccount({ ...account, birthdate }, now).errors.birthdate).toBe(
        'validation.account.birthdate',
      );
    }
    expect(validateAccount({ ...account, birthdate: '2025-03-09' }, now).ok).toBe(true);
    expect(validateAccount({ ...account, birthdate: '2024-02-29' }, now).ok).toBe(true);
  });
});

describe('password form', () => {
  const message = (key: Parameters<typeof t>[1] | undefined) => (key ? t('tr', key) : undefined);
  // The current password typed, as the form sends it with every change.
  const change = (values: { password: string; passwordVerify: string }) =>
    validatePasswordChange({ currentPassword: 'Eski.2025', ...values });

  test('6 to 30 characters when filled', () => {
    expect(message(change({ password: '12345', passwordVerify: '12345' }).errors.password)).toBe(
      'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.',
    );
    expect(change({ password: 'x'.repeat(31), passwordVerify: 'x'.repeat(31) }).ok).toBe(false);
    expect(change({ password: '123456', passwordVerify: '123456' }).value).toEqual({
      currentPassword: 'Eski.2025',
      password: '123456',
    });
    expect(change({ password: 'x'.repeat(30), passwordVerify: 'x'.repeat(30) }).ok).toBe(true);
  });

  test('filled with an empty repeat, then mismatch', () => {
    expect(message(change({ password: '123456', passwordVerify: '' }).errors.passwordVerify)).toBe(
      'Şifrenizi doğrulamalısınız.',
    );
    expect(message(change({ password: '123456', passwordVerify: '123457' }).errors.passwordVerify)).toBe(
      'Şifreleriniz eşleşmiyor.',
    );
    expect(change({ password: '', passwordVerify: 'abcdef' }).errors.passwordVerify).toBe(
      'validation.password.mismatch',
    );
  });

  test('nothing typed: no error and nothing to change', () => {
    const result = validatePasswordChange({ currentPassword: '', password: '', passwordVerify: '' });
    expect(result.ok).toBe(true);
    expect(result.value).toBeNull();
  });

  test('a new password needs the current one', () => {
    const result = validatePasswordChange({
      currentPassword: '',
      password: 'Yeni.2026',
      passwordVerify: 'Yeni.2026',
    });
    expect(result.ok).toBe(false);
    expect(message(result.errors.currentPassword)).toBe('Lütfen mevcut şifrenizi girin.');
    expect(t('en', 'validation.password.currentRequired')).toBe('Please enter your current password.');
  });

  test('success text', () => {
    expect(t('tr', PASSWORD_UPDATED_KEY)).toBe('Şifreniz güncellendi.');
  });
});

describe('submit disabled until the form has changed', () => {
  test('compares every field', () => {
    expect(formChanged({ password: '', passwordVerify: '' }, { password: '', passwordVerify: '' })).toBe(
      false,
    );
    expect(formChanged({ password: '', passwordVerify: '' }, { password: 'a', passwordVerify: '' })).toBe(
      true,
    );
    expect(formChanged(account, { ...account })).toBe(false);
    expect(formChanged(account, { ...account, birthdate: '1990-05-18' })).toBe(true);
  });
});

describe('registration and sign-in', () => {
  test('email format', () => {
    expect(isEmail('ayse@example.com.tr')).toBe(true);
    for (const bad of ['', 'ayse', 'ayse@', 'ayse@localhost', 'ay se@example.com', 'ayse@example..com']) {
      expect(isEmail(bad)).toBe(false);
    }
  });

  test('registration reports every field and normalises the email without Turkish casing', () => {
    const bad = validateRegistration({
      name: '',
      surname: 'K1',
      email: 'x',
      password: '123',
      passwordVerify: '',
    });
    expect(bad.errors).toEqual({
      name: 'validation.name',
      surname: 'validation.surname.letters',
      email: 'validation.email',
      password: 'validation.password.length',
      passwordVerify: 'validation.password.verifyRequired',
    });
    expect(t('tr', 'validation.email')).toBe('Lütfen geçerli bir e-posta adresi girin.');
    const ok = validateRegistration({
      name: 'İlkay',
      surname: 'Işık',
      email: ' ILKAY@Example.COM ',
      password: 'gizli123',
      passwordVerify: 'gizli123',
    });
    expect(ok.value).toEqual({
      name: 'İlkay',
      surname: 'Işık',
      email: 'ilkay@example.com',
      password: 'gizli123',
    });
    expect(
      validateRegistration({ name: 'A', surname: 'B', email: 'a@b.co', password: '', passwordVerify: '' })
        .errors,
    ).toEqual({ password: 'validation.password.required' });
  });

  test('sign-in: email format and password 6 to 30', () => {
    expect(validateSignIn({ email: 'a@b.co', password: '' }).errors).toEqual({
      password: 'validation.password.required',
    });
    expect(validateSignIn({ email: 'a@b', password: '12345' }).errors).toEqual({
      email: 'validation.email',
      password: 'validation.password.length',
    });
    expect(validateSignIn({ email: ' A@B.co', password: '123456' }).value).toEqual({
      email: 'a@b.co',
      password: '123456',
    });
  });
});
