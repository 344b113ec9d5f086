import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { CheckoutForm } from '../../src/contract/checkout.ts';
import type { SignInForm } from '../../src/contract/customer.ts';
import { fieldOf, formOf } from '../../src/server/http/form-fields.ts';

// The server reads forms by the contract's field names (SPEC §7). The misspelt names below are
// compile errors (`npm run typecheck` fails if one is accepted); at run time the helpers read as
// the forms say.
describe('forms read by the contract field names', () => {
  test('a field by its name, empty when the form lacks it', () => {
    const form = { email: 'ayse@example.com' };
    expect(fieldOf<SignInForm>(form, 'email')).toBe('ayse@example.com');
    expect(fieldOf<SignInForm>(form, 'password')).toBe('');
    // @ts-expect-error: the sign-in form has no 'mail' field
    expect(fieldOf<SignInForm>(form, 'mail')).toBe('');
  });

  test('a schema over the form takes only the fields the contract names', () => {
    const schema = formOf<CheckoutForm>()({ odemeTipi: z.string(), description: z.string().optional() });
    expect(schema.parse({ odemeTipi: '4', agreementKey: 'k' })).toEqual({ odemeTipi: '4' });
    // @ts-expect-error: the checkout form says odemeTipi, not odeme_tipi
    formOf<CheckoutForm>()({ odeme_tipi: z.string() });
  });
});
