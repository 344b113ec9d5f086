import { atom, onMount } from 'nanostores';
import {
  deleteAddress,
  postAddress,
  postAddressEdit,
  postCheckoutAddresses as postAddressIds,
  readAddresses,
} from '../client/address.ts';
import { ApiError } from '../client/api-error.ts';
import type { AddressView } from '../contract/address.ts';
import { addressToMultipart } from '../domain/address/address-multipart.ts';
import { ADDRESS_REFETCH_MS } from '../domain/address/address-timing.ts';
import type { AddressData } from '../domain/address/address-validation.ts';
import { goToLogin } from './login-redirect.ts';
import { $session } from './session.ts';

/** A saved address as GET /api/catalog/address answers it (src/contract/address.ts). */
export type SavedAddress = AddressView;

/** The customer's addresses (SPEC §4 Addresses) and the loading indicator shown during each call. */
export interface AddressesState {
  items: SavedAddress[];
  /** A call is under way (the loading indicator). */
  loading: boolean;
  /** The list has been read at least once. */
  loaded: boolean;
}

/** The signed-in customer's address list, shared by the checkout step and the address book. */
export const $addresses = atom<AddressesState>({ items: [], loading: false, loaded: false });

let pending = 0;
let refetch: ReturnType<typeof setTimeout> | undefined;

function patch(next: Partial<AddressesState>): void {
  $addresses.set({ ...$addresses.get(), ...next });
}

// The indicator shows while any call is under way and hides once the last one has ended.
async function track<T>(call: () => Promise<T>): Promise<T> {
  pending++;
  patch({ loading: true });
  try {
    return await call();
  } finally {
    pending--;
    if (pending === 0) patch({ loading: false });
  }
}

// SPEC §4, §7: the list is read again 400 ms after each change (one read for changes close together).
function scheduleRefetch(): void {
  if (refetch !== undefined) clearTimeout(refetch);
  refetch = setTimeout(() => {
    refetch = undefined;
    void loadAddresses();
  }, ADDRESS_REFETCH_MS);
}

/** Reads the address list; failures are silent (SPEC §8) and keep the list as it was. */
export async function loadAddresses(): Promise<void> {
  await track(async () => {
    try {
      const items = await readAddresses();
      patch({ items, loaded: true });
    } catch {
      patch({ loaded: true });
    }
  });
}

/** What an add or edit ended in: the saved address, a sign-in needed (401), or the API's error. */
export type AddressSave =
  | { kind: 'saved'; address: SavedAddress }
  | { kind: 'signIn' }
  | { kind: 'error'; error: unknown };

/**
 * Creates an address (POST /address, multipart property_* fields). A 401 sends the shopper to the
 * sign-in page (SPEC §6); another failure is for the form to show.
 */
export async function addAddress(address: AddressData): Promise<AddressSave> {
  return track(async () => {
    try {
      const answer = await postAddress(addressToMultipart(address));
      // SPEC §8: an answer with neither an error nor a success is a technical error.
      if (!answer?.success || !answer.address) return { kind: 'error', error: answer } as const;
      patch({ items: [...$addresses.get().items, answer.address] });
      return { kind: 'saved', address: answer.address } as const;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) {
        goToLogin();
        return { kind: 'signIn' } as const;
      }
      return { kind: 'error', error } as const;
    } finally {
      scheduleRefetch();
    }
  });
}

/**
 * Edits an address (POST /address/{id}). SPEC §4: the local list takes the edit by id after the call
 * whatever the answer, and the re-read 400 ms later settles it; the form still shows an error.
 */
export async function editAddress(id: number, address: AddressData): Promise<AddressSave> {
  return track(async () => {
    let result: AddressSave;
    try {
      const answer = await postAddressEdit(id, addressToMultipart(address));
      result =
        answer?.success && answer.address
          ? { kind: 'saved', address: answer.address }
          : { kind: 'error', error: answer };
    } catch (error) {
      result = { kind: 'error', error };
    }
    const items = $addresses
      .get()
      .items.map((item) =>
        item.id !== id ? item : result.kind === 'saved' ? result.address : { ...item, ...address },
      );
    patch({ items });
    scheduleRefetch();
    return result;
  });
}

/** Removes an address (DELETE /address/{id}): gone from the local list whatever the answer (SPEC §4, §8). */
export async function removeAddress(id: number): Promise<void> {
  await track(async () => {
    try {
      await deleteAddress(id);
    } catch {
      // silent: the re-read shows what the server kept
    }
    patch({ items: $addresses.get().items.filter((item) => item.id !== id) });
    scheduleRefetch();
  });
}

// The list loads once the session says someone is signed in; a guest has none.
onMount($addresses, () =>
  $session.subscribe((s) => {
    if (s.loaded && s.customer && !$addresses.get().loaded) void loadAddresses();
  }),
);

/** Keeps the checkout's delivery and invoice address on the server session (POST /post_address). */
export async function postCheckoutAddresses(teslimat: number, fatura: number): Promise<void> {
  await postAddressIds({ teslimat_address_id: String(teslimat), fatura_address_id: String(fatura) });
}
