/**
 * Seeds the demo customer: sign-in credentials (README), two addresses that pass the address form's own
 * rules (an individual one in İstanbul/Kadıköy, a corporate one in Ankara/Çankaya), two branches and an
 * overdue debt above the warning limit.
 */
import { districtByKey } from '../../data/districts.ts';
import {
  type AddressData,
  type AddressFormValues,
  validateAddress,
} from '../../domain/address/address-validation.ts';
import type { Database } from '../db/client.ts';
import { addresses, branches, customers, overdueDebts } from '../db/schema/index.ts';

/** The demo customer's sign-in and profile. */
export const DEMO_CUSTOMER = {
  email: 'demo@anadoluticaret.com.tr',
  password: 'Demo.2026',
  name: 'Ayşe',
  surname: 'Yılmaz',
  phone: '+90 (532) 123 45 67',
  gender: 'female',
  birthdate: '1988-04-23',
} as const;

/** A T.C. Kimlik No from its first nine digits, with the two check digits of the official rule. */
export function withTcChecksum(nine: string): string {
  const d = [...nine].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((s, v) => s + v, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

const HOME: AddressFormValues = {
  addressTitle: 'Ev',
  name: 'Ayşe Yılmaz',
  country: 'TR',
  city: '34',
  town: '3423',
  address: 'Caferağa Mah. Moda Cad. No: 18 D: 5',
  number: DEMO_CUSTOMER.phone,
  invoiceType: 'bireysel',
  idNumber: withTcChecksum('284619375'),
  companyName: '',
  taxOffice: '',
  taxNumber: '',
};

const OFFICE: AddressFormValues = {
  addressTitle: 'İş Yeri',
  name: 'Ayşe Yılmaz',
  country: 'TR',
  city: '6',
  town: '607',
  address: 'Kızılay Mah. Atatürk Bulvarı No: 104 Kat: 3',
  number: '+90 (532) 418 22 90',
  invoiceType: 'kurumsal',
  idNumber: '',
  companyName: 'Yılmaz Bilişim Ltd. Şti.',
  taxOffice: 'Çankaya',
  taxNumber: '9471038265',
};

function checked(values: AddressFormValues): AddressData {
  // The checksums too: the demo addresses must pass the shop's tcknVknKontrol check when edited.
  const result = validateAddress(values, {
    mode: 'add',
    checkIdentityNumbers: true,
    isTownOfCity: (city, town) => districtByKey(town)?.ilce_sehirkey === city,
  });
  if (!result.ok)
    throw new Error(`Demo address '${values.addressTitle}' is invalid: ${JSON.stringify(result.errors)}`);
  return result.value;
}

/** A saved address with its id. */
export interface SeededAddress {
  readonly id: number;
  readonly data: AddressData;
}

/** What the orders need from the customer seed. */
export interface SeededCustomer {
  readonly customerId: number;
  readonly home: SeededAddress;
  readonly office: SeededAddress;
  readonly branchIds: readonly number[];
  readonly counts: Record<string, number>;
}

/** Inserts the demo customer with the given password hash, addresses, branches and overdue debt. */
export async function seedCustomer(db: Database, passwordHash: string, now: Date): Promise<SeededCustomer> {
  const [customer] = await db
    .insert(customers)
    .values({
      email: DEMO_CUSTOMER.email.toLowerCase(),
      passwordHash,
      name: DEMO_CUSTOMER.name,
      surname: DEMO_CUSTOMER.surname,
      phone: DEMO_CUSTOMER.phone,
      gender: DEMO_CUSTOMER.gender,
      birthdate: DEMO_CUSTOMER.birthdate,
      createdAt: new Date(now.getTime() - 400 * 86_400_000),
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error('Demo customer was not inserted');
  const customerId = customer.id;
  const saved: SeededAddress[] = [];
  for (const values of [HOME, OFFICE]) {
    const data = checked(values);
    const [row] = await db
      .insert(addresses)
      .values({ customerId, ...data })
      .returning({ id: addresses.id });
    if (!row) throw new Error('Demo address was not inserted');
    saved.push({ id: row.id, data });
  }
  const branchRows = await db
    .insert(branches)
    .values([
      { customerId, name: 'Çankaya Merkez Ofis' },
      { customerId, name: 'Kadıköy Şube' },
    ])
    .returning({ id: branches.id });
  await db.insert(overdueDebts).values({
    customerId,
    overdueBalance: 125_075,
    overdueBalanceExpiryDay: 12,
    currencyCode: 'TRY',
  });
  return {
    customerId,
    home: saved[0] as SeededAddress,
    office: saved[1] as SeededAddress,
    branchIds: branchRows.map((b) => b.id),
    counts: { customers: 1, addresses: saved.length, branches: branchRows.length, overdueDebts: 1 },
  };
}
