import { describe, expect, test } from 'vitest';
import { cities, cityByKey, cityByTitle, PLACEHOLDER_TITLE } from '../../src/data/cities.ts';
import { countries, countryByCode, isTurkey, TURKEY_CODE } from '../../src/data/countries.ts';
import { districtByKey, districtByTitle, districts, districtsOf } from '../../src/data/districts.ts';

const collator = new Intl.Collator('tr');

function isTurkishTitleCase(title: string): boolean {
  return title.split(' ').every((word) => {
    const first = word.slice(0, 1);
    const rest = word.slice(1);
    return first === first.toLocaleUpperCase('tr-TR') && rest === rest.toLocaleLowerCase('tr-TR');
  });
}

function isSortedTurkish(titles: readonly string[]): boolean {
  return titles.every((title, i) => i === 0 || collator.compare(titles[i - 1] as string, title) < 0);
}

describe('cities', () => {
  test('the placeholder, then 81 provinces in plate order', () => {
    expect(cities).toHaveLength(82);
    expect(cities[0]).toEqual({ sehir_id: 0, sehir_title: 'Seçin', sehir_key: 0 });
    expect(PLACEHOLDER_TITLE).toBe('Seçin');
    expect(cities.slice(1).map((city) => city.sehir_key)).toEqual(
      Array.from({ length: 81 }, (_, i) => i + 1),
    );
    for (const city of cities) expect(city.sehir_id).toBe(city.sehir_key);
  });

  test('titles are in Turkish upper case', () => {
    expect(cityByKey(34)?.sehir_title).toBe('İSTANBUL');
    expect(cityByKey(63)?.sehir_title).toBe('ŞANLIURFA');
    expect(cityByKey(17)?.sehir_title).toBe('ÇANAKKALE');
    expect(cityByKey(76)?.sehir_title).toBe('IĞDIR');
    expect(cityByKey(3)?.sehir_title).toBe('AFYONKARAHİSAR');
    expect(cityByKey(6)?.sehir_title).toBe('ANKARA');
    for (const city of cities.slice(1)) {
      expect(city.sehir_title).toBe(city.sehir_title.toLocaleUpperCase('tr-TR'));
    }
  });

  test('look-ups skip the placeholder and unknown keys, and match titles in any case', () => {
    expect(cityByKey(0)).toBeUndefined();
    expect(cityByKey(82)).toBeUndefined();
    expect(cityByTitle('istanbul')?.sehir_key).toBe(34);
    expect(cityByTitle('Iğdır')?.sehir_key).toBe(76);
    expect(cityByTitle(' İzmir ')?.sehir_key).toBe(35);
    expect(cityByTitle('Seçin')).toBeUndefined();
  });
});

describe('districts', () => {
  test('the placeholder, then exactly 973 districts', () => {
    expect(districts).toHaveLength(974);
    expect(districts[0]).toEqual({ ilce_id: 0, ilce_title: 'Seçin', ilce_key: 0, ilce_sehirkey: 0 });
  });

  test('keys are unique, numeric, stable and carry the plate code', () => {
    const real = districts.slice(1);
    expect(new Set(real.map((d) => d.ilce_key)).size).toBe(973);
    for (const d of real) {
      expect(Number.isInteger(d.ilce_key)).toBe(true);
      expect(d.ilce_id).toBe(d.ilce_key);
      expect(d.ilce_sehirkey).toBeGreaterThanOrEqual(1);
      expect(d.ilce_sehirkey).toBeLessThanOrEqual(81);
      expect(Math.floor(d.ilce_key / 100)).toBe(d.ilce_sehirkey);
      expect(d.ilce_key % 100).toBeGreaterThan(0);
    }
    // Pinned: a regeneration that renumbers published keys must fail here.
    expect(districtByKey(3423)?.ilce_title).toBe('Kadıköy');
    expect(districtByKey(607)?.ilce_title).toBe('Çankaya');
    expect(districtByKey(101)?.ilce_title).toBe('Aladağ');
  });

  test('every province has districts, and they add up to 973', () => {
    let total = 0;
    for (const city of cities.slice(1)) {
      const list = districtsOf(city.sehir_key);
      expect(list.length).toBeGreaterThan(1);
      total += list.length - 1;
    }
    expect(total).toBe(973);
  });

  test('titles are in Turkish title case', () => {
    for (const d of districts) expect(isTurkishTitleCase(d.ilce_title), d.ilce_title).toBe(true);
    expect(districtsOf(55).map((d) => d.ilce_title)).toContain('19 Mayıs');
  });

  test("districtsOf gives the placeholder, then the province's districts in Turkish order", () => {
    const istanbul = districtsOf(34);
    expect(istanbul[0]).toBe(districts[0]);
    expect(istanbul).toHaveLength(40);
    expect(istanbul.map((d) => d.ilce_title)).toContain('Kadıköy');
    expect(istanbul.map((d) => d.ilce_title)).toContain('Eyüpsultan');
    for (const d of istanbul.slice(1)) expect(d.ilce_sehirkey).toBe(34);
    expect(districtsOf(6).map((d) => d.ilce_title)).toContain('Çankaya');
    for (const city of cities.slice(1)) {
      expect(
        isSortedTurkish(
          districtsOf(city.sehir_key)
            .slice(1)
            .map((d) => d.ilce_title),
        ),
      ).toBe(true);
    }
    // 'Çankaya' sorts after 'C' and before 'D' in Turkish, unlike code-point order.
    const ankara = districtsOf(6).map((d) => d.ilce_title);
    expect(ankara.indexOf('Çankaya')).toBeLessThan(ankara.indexOf('Elmadağ'));
  });

  test('districtsOf the placeholder or an unknown province is just the placeholder', () => {
    expect(districtsOf(0)).toEqual([districts[0]]);
    expect(districtsOf(99)).toEqual([districts[0]]);
  });

  test('the same name stands under several provinces with distinct keys', () => {
    const kale = districts.filter((d) => d.ilce_title === 'Kale');
    expect(kale.map((d) => d.ilce_sehirkey)).toEqual([20, 44]);
    expect(kale[0]?.ilce_key).not.toBe(kale[1]?.ilce_key);
    expect(districtByTitle(20, 'kale')?.ilce_key).toBe(kale[0]?.ilce_key);
    expect(districtByTitle(44, 'KALE')?.ilce_key).toBe(kale[1]?.ilce_key);
    expect(districts.filter((d) => d.ilce_title === 'Yenice').map((d) => d.ilce_sehirkey)).toEqual([17, 78]);
    // Central districts of the 51 non-metropolitan provinces are all called 'Merkez'.
    expect(districts.filter((d) => d.ilce_title === 'Merkez')).toHaveLength(51);
  });

  test('look-ups skip the placeholder and unknown names', () => {
    expect(districtByKey(0)).toBeUndefined();
    expect(districtByKey(3499)).toBeUndefined();
    expect(districtByTitle(34, 'KADIKÖY')?.ilce_key).toBe(3423);
    expect(districtByTitle(34, 'Çankaya')).toBeUndefined();
    expect(districtByTitle(34, 'Seçin')).toBeUndefined();
  });
});

describe('countries', () => {
  test('Türkiye first with +90, at least 240 countries, unique codes', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries[0]).toEqual({ name: 'Türkiye', name_en: 'Türkiye', code: 'TR', dial_code: '+90' });
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dial_code).toMatch(/^\+[1-9]\d{0,3}$/);
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.name_en.length).toBeGreaterThan(0);
    }
  });

  test('the rest follow in Turkish alphabetical order', () => {
    const names = countries.slice(1).map((c) => c.name);
    expect(isSortedTurkish(names)).toBe(true);
    expect(names.indexOf('Çin')).toBeLessThan(names.indexOf('Danimarka'));
    expect(names.indexOf('Özbekistan')).toBeLessThan(names.indexOf('Pakistan'));
    expect(names).not.toContain('Türkiye');
  });

  test('look-ups by code in any case', () => {
    expect(countryByCode('de')).toEqual({
      name: 'Almanya',
      name_en: 'Germany',
      code: 'DE',
      dial_code: '+49',
    });
    expect(countryByCode('GB')?.dial_code).toBe('+44');
    expect(countryByCode('XX')).toBeUndefined();
    expect(TURKEY_CODE).toBe('TR');
    expect(isTurkey('TR')).toBe(true);
    expect(isTurkey('tr')).toBe(true);
    expect(isTurkey('DE')).toBe(false);
    expect(isTurkey('')).toBe(false);
    expect(isTurkey(undefined)).toBe(false);
    expect(isTurkey(null)).toBe(false);
  });
});
