import { describe, expect, test } from 'vitest';
import { defaultSettings } from '../../src/domain/settings.ts';
import { appliedSettings, takesCards } from '../../src/server/payment/card-availability.ts';
import { TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';

const provider = new TestVirtualPos();
const withCard = (value: string) => ({ ...defaultSettings, b2c_kk_odeme: value }) as typeof defaultSettings;

describe('whether the shop takes cards', () => {
  test('the card switch on and a provider configured', () => {
    expect(takesCards(withCard('1'), provider)).toBe(true);
    expect(appliedSettings(withCard('1'), provider).b2c_kk_odeme).toBe('1');
  });

  test('no provider turns the card off wherever the switch reads on', () => {
    for (const on of ['1', ' 1', '1 ']) {
      expect(takesCards(withCard(on), null), JSON.stringify(on)).toBe(false);
      expect(appliedSettings(withCard(on), null).b2c_kk_odeme, JSON.stringify(on)).toBe('0');
    }
  });

  test('the switch off stays off, provider or not', () => {
    expect(takesCards(withCard('0'), provider)).toBe(false);
    expect(takesCards(withCard('0'), null)).toBe(false);
  });
});
