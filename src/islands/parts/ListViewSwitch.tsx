import { LIST_VIEWS, type ListViewMode } from '../../domain/catalog/list-view.ts';
import { type Locale, t } from '../../i18n/index.ts';

interface Props {
  value: ListViewMode;
  locale: Locale;
  /** Off until the list is live: a choice made before would be lost. */
  disabled?: boolean;
  onChange: (view: ListViewMode) => void;
}

const LABELS = { grid: 'list.viewGrid', list: 'list.viewList' } as const;

function Icon({ view }: { view: ListViewMode }) {
  const d =
    view === 'grid'
      ? 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z'
      : 'M3 4h18v3H3zM3 10.5h18v3H3zM3 17h18v3H3z';
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/**
 * The list's view switch (SPEC §4 Product list: view change): a labelled group of two toggle
 * buttons, 'Izgara' and 'Liste', the one in force pressed.
 */
export function ListViewSwitch({ value, locale, disabled = false, onChange }: Props) {
  return (
    <fieldset className="list-view-switch">
      <legend className="visually-hidden">{t(locale, 'list.view')}</legend>
      {LIST_VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={view === value}
          disabled={disabled}
          onClick={() => onChange(view)}
        >
          <Icon view={view} />
          <span>{t(locale, LABELS[view])}</span>
        </button>
      ))}
    </fieldset>
  );
}
