import { Button, FormField, Input, Select, type Translatable, useTranslate } from '@pmc/ui';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { DateRangePicker } from '../date-range-picker.tsx';
import { useNarrowScreen } from '../use-narrow-screen.ts';
import { joinDateRange, splitDateRange } from './date-range.ts';
import { kitMessages as m } from './kit-messages.ts';

interface FieldBase {
  /** The query parameter (and URL parameter) the field fills. */
  name: string;
  label: Translatable;
}

/** One field of a list's search form; every value is text, the way the URL keeps it. */
export type SearchField =
  | (FieldBase & { type?: 'text'; placeholder?: Translatable })
  | (FieldBase & {
      type: 'select';
      options: readonly { value: string; label: Translatable }[];
    })
  /** Two days, kept as `2024-01-01~2024-01-31`; `dateRangeBounds` turns it into epoch bounds. */
  | (FieldBase & { type: 'date-range' })
  | (FieldBase & {
      type: 'custom';
      render: (value: string, onChange: (value: string) => void, label: string) => ReactNode;
    });

export type SearchValues = Record<string, string>;

export interface SearchFormProps {
  fields: readonly SearchField[];
  /** The values searched last (from the URL). */
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
  /**
   * How many fields show while collapsed (one row); more shows the 展开 toggle. On a narrow screen
   * (under 768px) only the first shows until 展开, so the table is not two screens down.
   */
  collapsedCount?: number;
}

const ALL = '__all';

/**
 * The search form of a list page from a small schema: Enter or 查询 searches, 重置 clears every field
 * and searches, and past one row of fields the rest fold away behind 展开 / 收起.
 *
 * @example
 * <SearchForm
 *   fields={[{ name: 'keyword', label: '关键词' }, { name: 'creatorTime', label: '创建时间', type: 'date-range' }]}
 *   values={{ keyword: 'li' }}
 *   onSearch={(values) => setFilters(values)}
 * />
 */
export function SearchForm({ fields, values, onSearch, collapsedCount = 3 }: SearchFormProps) {
  const t = useTranslate();
  const [draft, setDraft] = useState<SearchValues>(values);
  const [expanded, setExpanded] = useState(false);
  // A search made elsewhere (back button, a link) shows in the form, field by field: a field the
  // outside did not change keeps what the user is typing, even when the new values render late.
  const seen = useRef(values);
  const valuesKey = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: valuesKey stands for values' content
  useEffect(() => {
    const changed = changedFields(seen.current, values);
    seen.current = values;
    if (changed.length > 0) {
      setDraft((prev) => ({
        ...prev,
        ...Object.fromEntries(changed.map((name) => [name, values[name] ?? ''])),
      }));
    }
  }, [valuesKey]);

  const set = (name: string) => (value: string) => setDraft((prev) => ({ ...prev, [name]: value }));
  // Only the form's own fields: values from outside it (a tree's organizeId) may be older in the draft
  // than in the URL, and the list keeps those itself.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(
      Object.fromEntries(Object.entries(draft).filter(([name]) => fields.some((f) => f.name === name))),
    );
  };
  const reset = () => {
    const cleared = Object.fromEntries(fields.map((f) => [f.name, '']));
    setDraft(cleared);
    onSearch(cleared);
  };
  const narrow = useNarrowScreen();
  const folded = narrow ? 1 : collapsedCount;
  const foldable = fields.length > folded;
  const shown = foldable && !expanded ? fields.slice(0, folded) : fields;

  return (
    <form className="pmc-search-form" aria-label={t(m.searchForm)} onSubmit={submit}>
      <div className="pmc-search-form__fields">
        {shown.map((field) => (
          <FormField
            key={field.name}
            label={t(field.label)}
            layout="horizontal"
            className="pmc-search-form__field"
          >
            {renderControl(field, draft[field.name] ?? '', set(field.name), t)}
          </FormField>
        ))}
      </div>
      <div className="pmc-search-form__buttons">
        <Button type="submit" variant="primary">
          {t(m.search)}
        </Button>
        <Button type="button" onClick={reset}>
          {t(m.reset)}
        </Button>
        {foldable ? (
          <Button
            type="button"
            variant="link"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {t(expanded ? m.collapse : m.expand)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function changedFields(before: SearchValues, after: SearchValues): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => (before[name] ?? '') !== (after[name] ?? ''));
}

function renderControl(
  field: SearchField,
  value: string,
  onChange: (value: string) => void,
  t: ReturnType<typeof useTranslate>,
): ReactNode {
  const label = t(field.label);
  switch (field.type) {
    case 'select':
      return (
        <Select
          options={[
            { value: ALL, label: t(m.all) },
            ...field.options.map((o) => ({ value: o.value, label: t(o.label) })),
          ]}
          value={value === '' ? ALL : value}
          onValueChange={(next) => onChange(next === ALL ? '' : next)}
        />
      );
    case 'date-range':
      return <DateRangeField label={label} value={value} onChange={onChange} />;
    case 'custom':
      return field.render(value, onChange, label);
    default:
      return (
        <Input
          name={field.name}
          value={value}
          placeholder={field.placeholder ? t(field.placeholder) : t(m.keywordPlaceholder)}
          onChange={(e) => onChange(e.target.value)}
          maxLength={100}
        />
      );
  }
}

/** The 'from~to' text of the URL through the date-range picker (yyyy-MM-dd, presets, UI language). */
function DateRangeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [from, to] = splitDateRange(value);
  return (
    <DateRangePicker
      label={label}
      startLabel={m.dateFrom}
      endLabel={m.dateTo}
      value={{ from, to }}
      onChange={(range) => onChange(joinDateRange(range.from, range.to))}
    />
  );
}
