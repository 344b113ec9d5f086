import { countryCode, selectedKey, UNSELECTED } from '../../../domain/address/address-validation.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { SelectField, type SelectOption } from '../form/SelectField.tsx';
import type { AddressFormState } from './use-address-form.ts';
import { useCities, useCountries, useDistricts } from './use-reference-data.ts';

interface Props {
  locale: Locale;
  form: AddressFormState;
}

/** Reference options, or while they load the chosen key alone after the 'Seçin' option, so the select keeps its value. */
function keyOptions(loaded: readonly SelectOption[] | null, select: string, chosen: number | undefined) {
  if (loaded) return loaded;
  const placeholder = [{ value: '0', label: select }];
  return chosen === undefined
    ? placeholder
    : [...placeholder, { value: String(chosen), label: String(chosen) }];
}

/**
 * The address form's place: the country select and, in Türkiye, the province and district selects
 * (SPEC §5), each read from the reference data; a new province empties the district.
 */
export function AddressPlaceFields({ locale, form }: Props) {
  const { values, inTurkiye, fieldId, errorOf, blur } = form;
  const country = countryCode(values.country);
  const cityKey = selectedKey(values.city);
  const townKey = selectedKey(values.town);
  const countries = useCountries();
  const cities = useCities(inTurkiye);
  const districts = useDistricts(inTurkiye ? cityKey : undefined);
  const select = t(locale, 'common.select');
  const label = (key: number, title: string) => (key === 0 ? select : title);

  return (
    <>
      <SelectField
        id={fieldId('country')}
        name="country"
        label={t(locale, 'addressBook.field.country')}
        autoComplete="country"
        value={country}
        options={
          countries?.map((c) => ({ value: c.code, label: locale === 'tr' ? c.name : c.name_en })) ?? [
            { value: country, label: country },
          ]
        }
        onChange={form.onCountry}
        onBlur={blur('country')}
        error={errorOf('country')}
        announce={false}
      />
      {inTurkiye && (
        <div className="form-row">
          <SelectField
            id={fieldId('city')}
            name="city"
            label={t(locale, 'addressBook.field.city')}
            value={String(cityKey ?? UNSELECTED)}
            options={keyOptions(
              cities?.map((c) => ({
                value: String(c.sehir_key),
                label: label(c.sehir_key, c.sehir_title),
              })) ?? null,
              select,
              cityKey,
            )}
            onChange={form.onCity}
            onBlur={blur('city')}
            error={errorOf('city')}
            announce={false}
          />
          <SelectField
            id={fieldId('town')}
            name="town"
            label={t(locale, 'addressBook.field.town')}
            value={String(townKey ?? UNSELECTED)}
            options={keyOptions(
              districts?.map((d) => ({
                value: String(d.ilce_key),
                label: label(d.ilce_key, d.ilce_title),
              })) ?? null,
              select,
              townKey,
            )}
            onChange={form.onTown}
            onBlur={blur('town')}
            error={errorOf('town')}
            announce={false}
          />
        </div>
      )}
    </>
  );
}
