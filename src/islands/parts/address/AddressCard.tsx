import { useEffect, useId, useRef } from 'react';
import { addressCardView, type CardAddress } from '../../../domain/address/address-card.ts';
import { type Locale, t } from '../../../i18n/index.ts';

interface Props {
  locale: Locale;
  address: CardAddress;
  /** The country's name in the page's language (the answer carries the Turkish one). */
  countryName?: string | undefined;
  /** The radio group this card chooses in; without it the card only shows the address. */
  group?: { name: string; checked: boolean; onSelect: () => void } | undefined;
  /** Moves focus to the card's radio (the address just saved, once its dialog has closed). */
  focused?: boolean | undefined;
  onEdit?: (() => void) | undefined;
  /** The address book's delete button (it asks for a confirmation first). */
  onDelete?: (() => void) | undefined;
}

/**
 * One saved address as a card (SPEC §2 Address book): title, name, address, town / city / country or
 * the country alone, phone, and the ID number or the company's name, tax office and tax number. In a
 * choice it is a native radio (arrow keys, Space), the whole card clickable; an edit button beside.
 */
export function AddressCard({ locale, address, countryName, group, onEdit, onDelete, focused }: Props) {
  const id = useId();
  const radio = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focused) radio.current?.focus();
  }, [focused]);
  const view = addressCardView(address, countryName);
  const detailsId = `${id}-details`;
  return (
    <div className={`address-card${group?.checked ? ' is-selected' : ''}`}>
      <div className="address-card-head">
        {group && (
          <input
            ref={radio}
            id={`${id}-radio`}
            type="radio"
            name={group.name}
            checked={group.checked}
            onChange={group.onSelect}
            aria-describedby={detailsId}
          />
        )}
        {group ? (
          <label htmlFor={`${id}-radio`} className="address-card-title">
            {view.title}
          </label>
        ) : (
          <h3 className="address-card-title">{view.title}</h3>
        )}
      </div>
      <div id={detailsId} className="address-card-details">
        <p className="address-card-name">{view.name}</p>
        <p>{view.address}</p>
        <p>{view.place}</p>
        <p>{view.phone}</p>
        {view.details.map((line) => (
          <p key={line.label}>
            {t(locale, line.label)}: {line.value}
          </p>
        ))}
      </div>
      {onEdit && (
        <button
          type="button"
          className="btn btn-secondary address-card-edit"
          aria-label={t(locale, 'addressBook.editAddress', { title: view.title })}
          onClick={onEdit}
        >
          {t(locale, 'addressBook.edit')}
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="btn btn-secondary address-card-delete"
          aria-label={t(locale, 'addressBook.deleteAddress', { title: view.title })}
          onClick={onDelete}
        >
          {t(locale, 'addressBook.delete')}
        </button>
      )}
    </div>
  );
}
