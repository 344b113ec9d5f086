import { describe, expect, test } from 'vitest';
import { roleCan, STAFF_RIGHTS, validateStaff } from '../../src/domain/admin/staff-rules.ts';

describe('staff roles', () => {
  test('an owner may do everything; an operator orders, products and customers only', () => {
    expect(STAFF_RIGHTS.filter((r) => roleCan('owner', r))).toEqual([...STAFF_RIGHTS]);
    expect(STAFF_RIGHTS.filter((r) => roleCan('operator', r))).toEqual(['orders', 'products', 'customers']);
  });
});

describe('a new staff account', () => {
  const good = { email: ' Ayse.Kaya@Ornek.com.tr ', name: '  Ayşe   Kaya ', role: 'owner' };

  test('is stored with its e-mail lower-cased and trimmed, and its name with single spaces', () => {
    expect(validateStaff(good)).toMatchObject({
      ok: true,
      value: { email: 'ayse.kaya@ornek.com.tr', name: 'Ayşe Kaya', role: 'owner', password: undefined },
    });
  });

  test('names what is wrong per field', () => {
    expect(
      validateStaff({ email: 'ayse@', name: ' ', role: 'admin', password: 'kısa şifre' }).errors,
    ).toEqual({
      email: 'staff.invalid.email',
      name: 'staff.invalid.name',
      role: 'staff.invalid.role',
      password: 'staff.invalid.passwordLength',
    });
    expect(validateStaff({ ...good, name: 'a'.repeat(101) }).errors).toEqual({ name: 'staff.invalid.name' });
    expect(validateStaff({ ...good, name: 'Ayşe\u0007' }).errors).toEqual({ name: 'staff.invalid.name' });
  });

  test('a password has 12 to 128 characters, counted as a person counts them, never trimmed', () => {
    expect(validateStaff({ ...good, password: 'ğüşıöçĞÜŞİÖÇ' }).ok).toBe(true);
    expect(validateStaff({ ...good, password: 'ğüşıöçĞÜŞİÖ' }).ok).toBe(false);
    expect(validateStaff({ ...good, password: ' '.repeat(12) }).ok).toBe(true);
    expect(validateStaff({ ...good, password: 'x'.repeat(129) }).errors.password).toBe(
      'staff.invalid.passwordLength',
    );
  });
});
