import { useId } from 'react';
import { isValueAvailable, type VariantChild, type VariantSelection } from '../../domain/catalog/variants.ts';
import { type Locale, t } from '../../i18n/index.ts';

interface Props {
  dimensions: readonly { code: string; name: string; values: readonly { name: string }[] }[];
  variantChildren: readonly VariantChild[];
  selection: VariantSelection;
  loading: boolean;
  missing: boolean;
  locale: Locale;
  onChoose: (dimension: number, value: string | null) => void;
}

/**
 * One select per variant dimension (Renk, Beden, Malzeme), with 'Seçin' first; values no child has
 * with the other choices are disabled. A live status line shows the loader while the chosen
 * child loads (SPEC §4).
 */
export function VariantSelectors({
  dimensions,
  variantChildren,
  selection,
  loading,
  missing,
  locale,
  onChoose,
}: Props) {
  const base = useId();
  return (
    <div className="pd-variants">
      {dimensions.map((d, i) => (
        <div className="pd-field" key={d.code}>
          <label htmlFor={`${base}-${i}`}>{d.name}</label>
          <select
            id={`${base}-${i}`}
            value={selection[i] ?? ''}
            onChange={(e) => onChoose(i, e.target.value || null)}
          >
            <option value="">{t(locale, 'common.select')}</option>
            {d.values.map((v) => (
              <option
                key={v.name}
                value={v.name}
                disabled={!isValueAvailable(variantChildren, selection, i, v.name)}
              >
                {v.name}
              </option>
            ))}
          </select>
        </div>
      ))}
      <p className={loading ? 'pd-variant-status is-loading' : 'pd-variant-status'} role="status">
        {loading && (
          <>
            <span className="spinner" aria-hidden="true" /> {t(locale, 'productPage.variantLoading')}
          </>
        )}
        {!loading && missing && t(locale, 'productPage.variantMissing')}
      </p>
    </div>
  );
}
