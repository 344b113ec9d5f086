import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AddressData } from '../../src/domain/address/address-validation.ts';
import {
  $addresses,
  addAddress,
  editAddress,
  loadAddresses,
  removeAddress,
  type SavedAddress,
} from '../../src/stores/addresses.ts';

const data: AddressData = {
  addressTitle: 'Ev',
  name: 'Ayşe Yılmaz',
  country: 'TR',
  city: '34',
  town: '3423',
  address: 'Moda Caddesi No: 12',
  number: '+90 (532) 123 45 67',
  idNumber: '10000000146',
  companyName: '',
  taxOffice: '',
  taxNumber: '',
  invoiceType: 'bireysel',
};

const saved = (id: number, patch: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  ...data,
  countryName: 'Türkiye',
  cityName: 'İSTANBUL',
  townName: 'Kadıköy',
  ...patch,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

interface Answer {
  status: number;
  json?: unknown;
}

/** A stand-in for the API: each call is kept and answered by `answer` (status and JSON). */
function fakeApi(answer: (call: Call) => Answer | Promise<Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body };
      calls.push(call);
      const a = await answer(call);
      return new Response(a.json === undefined ? '' : JSON.stringify(a.json), { status: a.status });
    }),
  );
  return calls;
}

const assign = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  assign.mockReset();
  vi.stubGlobal('window', { location: { pathname: '/siparis/adres', search: '', assign } });
  $addresses.set({ items: [saved(1), saved(2, { addressTitle: 'İş Yeri' })], loading: false, loaded: true });
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the address list of SPEC §4', () => {
  test('the loading indicator shows during a call and hides afterwards', async () => {
    let release: (answer: Answer) => void = () => {};
    fakeApi(
      () =>
        new Promise<Answer>((resolve) => {
          release = resolve;
        }),
    );
    const loading = loadAddresses();
    expect($addresses.get().loading).toBe(true);
    release({ status: 200, json: [saved(7)] });
    await loading;
    expect($addresses.get()).toMatchObject({ loading: false, loaded: true });
    expect($addresses.get().items.map((a) => a.id)).toEqual([7]);
  });

  test('add: multipart property_* fields, the new address in the list, read again 400 ms later', async () => {
    const calls = fakeApi((c) =>
      c.method === 'POST'
        ? { status: 201, json: { success: true, address: saved(3) } }
        : { status: 200, json: [] },
    );
    const result = await addAddress(data);
    expect(result).toMatchObject({ kind: 'saved', address: { id: 3 } });
    expect($addresses.get().items.map((a) => a.id)).toEqual([1, 2, 3]);
    const post = calls[0];
    expect(post?.url).toBe('/api/catalog/address');
    const body = post?.body as FormData;
    expect(body.get('property_address_title')).toBe('Ev');
    expect(body.get('property_id_number')).toBe('10000000146');
    expect(body.get('property_town')).toBe('3423');
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/catalog/address',
      'GET /api/catalog/address',
    ]);
  });

  test('a 401 on create sends the shopper to the sign-in page and back (SPEC §6)', async () => {
    fakeApi(() => ({ status: 401, json: { error: { messages: { type: 'Lütfen giriş yapın.' } } } }));
    expect(await addAddress(data)).toEqual({ kind: 'signIn' });
    expect(assign).toHaveBeenCalledWith('/account/login?redirect=%2Fsiparis%2Fadres');
    expect($addresses.get().items).toHaveLength(2);
  });

  test('a refused create leaves the list alone and hands the error to the form', async () => {
    fakeApi(() => ({ status: 400, json: { error: { messages: { type: 'Lütfen ilçe seçin.' } } } }));
    const result = await addAddress(data);
    expect(result.kind).toBe('error');
    expect($addresses.get().items).toHaveLength(2);
  });

  test('edit replaces the address by id after the call, whatever the answer, then reads again', async () => {
    const calls = fakeApi((c) =>
      c.method === 'POST' ? { status: 500 } : { status: 200, json: [saved(1), saved(2)] },
    );
    const result = await editAddress(2, { ...data, addressTitle: 'Ofis' });
    expect(result.kind).toBe('error');
    expect($addresses.get().items.map((a) => a.addressTitle)).toEqual(['Ev', 'Ofis']);
    expect(calls[0]?.url).toBe('/api/catalog/address/2');
    await vi.advanceTimersByTimeAsync(400);
    expect($addresses.get().items.map((a) => a.addressTitle)).toEqual(['Ev', 'Ev']);
  });

  test('remove takes the address off the list even when the call fails (silent, SPEC §8)', async () => {
    const calls = fakeApi((c) =>
      c.method === 'DELETE' ? { status: 500 } : { status: 200, json: [saved(1)] },
    );
    await removeAddress(2);
    expect($addresses.get().items.map((a) => a.id)).toEqual([1]);
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/catalog/address/2' });
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: '/api/catalog/address' });
  });
});
