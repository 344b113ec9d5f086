import {
  ADDRESS_LIMITS,
  INVOICE_TYPES,
  type InvoiceType,
} from '../../../domain/address/address-validation.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { MaskedField } from '../form/MaskedField.tsx';
import { TextField } from '../form/TextField.tsx';
import type { AddressFormState } from './use-address-form.ts';

interface Props {
  locale: Locale;
  form: AddressFormState;
}

/**
 * The invoice part of a Türkiye address (SPEC §5): individual or corporate, then the T.C. Kimlik No,
 * or the company name, tax office and Vergi Kimlik No. Switching the type clears the other type's fields.
 */
export function InvoiceFields({ locale, form }: Props) {
  const { id, bind } = form;
  const invoiceType = form.values.invoiceType as InvoiceType;
  return (
    <>
      <fieldset className="invoice-type">
        <legend>{t(locale, 'addressBook.field.invoiceType')}</legend>
        {INVOICE_TYPES.map((option) => (
          <label key={option} className="invoice-type-option">
            <input
              type="radio"
              name={`${id}-invoiceType`}
              value={option}
              checked={invoiceType === option}
              onChange={() => form.onInvoiceType(option)}
            />
            {t(locale, `addressBook.invoice.${option}`)}
          </label>
        ))}
      </fieldset>

      {invoiceType === 'bireysel' && (
        <MaskedField
          {...bind('idNumber')}
          label={t(locale, 'addressBook.field.idNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={ADDRESS_LIMITS.idNumberLength}
        />
      )}

      {invoiceType === 'kurumsal' && (
        <>
          <TextField
            {...bind('companyName')}
            label={t(locale, 'addressBook.field.companyName')}
            autoComplete="organization"
            maxLength={ADDRESS_LIMITS.companyNameMax}
          />
          <div className="form-row">
            <TextField
              {...bind('taxOffice')}
              label={t(locale, 'addressBook.field.taxOffice')}
              autoComplete="off"
              maxLength={ADDRESS_LIMITS.taxOfficeMax}
            />
            <MaskedField
              {...bind('taxNumber')}
              label={t(locale, 'addressBook.field.taxNumber')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={ADDRESS_LIMITS.taxNumberLength}
            />
          </div>
        </>
      )}
    </>
  );
}
