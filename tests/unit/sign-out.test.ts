import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

// Signing out (SEC-15): the order note typed on the cart page must not be shown to the next user of
// the tab. The note lives in sessionStorage; a fake one stands in for the browser's.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  get size() {
    return this.items.size;
  }
}

let storage: MemoryStorage;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  storage = new MemoryStorage();
  assign = vi.fn();
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('window', { location: { assign } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing out', () => {
  test('forgets the order note of this tab, then opens the home page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}', { status: 200 })),
    );
    const { $orderNote, setOrderNote } = await import('../../src/stores/order-note.ts');
    const { signOut } = await import('../../src/stores/sign-out.ts');
    setOrderNote('Kapıcıya bırakın, 3. kat Ayşe Hanım');
    expect(storage.size).toBe(1);

    await signOut('/en');
    expect($orderNote.get()).toBe('');
    expect(storage.size).toBe(0);
    expect(assign).toHaveBeenCalledWith('/en');
    // A page opened afterwards in the same tab starts with no note.
    vi.resetModules();
    expect((await import('../../src/stores/order-note.ts')).$orderNote.get()).toBe('');
  });

  test('a failed sign-out keeps the note: the shopper is still signed in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const { $orderNote, setOrderNote } = await import('../../src/stores/order-note.ts');
    const { $signingOut, signOut } = await import('../../src/stores/sign-out.ts');
    setOrderNote('Faturayı şirkete kesin');
    await expect(signOut('/')).rejects.toThrow();
    expect($orderNote.get()).toBe('Faturayı şirkete kesin');
    expect($signingOut.get()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
