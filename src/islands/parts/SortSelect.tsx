import { isSortOption, SORT_SPECS, type SortOption } from '../../domain/catalog/sort.ts';
import { type Locale, t } from '../../i18n/index.ts';

interface Props {
  /** The sort in force; null for a top list in its own ranking. */
  value: SortOption | null;
  /** Whether the list has a ranking of its own to offer (the top lists). */
  ranked: boolean;
  locale: Locale;
  /** Off until the list is live: a choice made before would be lost. */
  disabled?: boolean;
  onChange: (sort: SortOption | null) => void;
}

/** The sort dropdown with the eight options of SPEC §9 (A-Z, Z-A, ascending, descending). */
export function SortSelect({ value, ranked, locale, disabled = false, onChange }: Props) {
  return (
    <label className="sort-select">
      <span>{t(locale, 'list.sortLabel')}</span>
      <select
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(isSortOption(e.target.value) ? e.target.value : null)}
      >
        {ranked && <option value="">{t(locale, 'list.sortRanking')}</option>}
        {SORT_SPECS.map((s) => (
          <option key={s.option} value={s.option}>
            {t(locale, s.labelKey)}
          </option>
        ))}
      </select>
    </label>
  );
}
