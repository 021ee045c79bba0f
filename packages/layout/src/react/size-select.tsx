import { layoutMessages } from '../messages.ts';
import type { LayoutSize } from '../settings-store.ts';
import { HeaderSelect } from './header-select.tsx';
import { useLayoutT } from './i18n-bridge.tsx';
import { LineIcon } from './line-icon.tsx';

/**
 * The size selector: default, medium, small, mini.
 *
 * @example
 * <SizeSelect value={size} onChange={(s) => settings.set('size', s)} />
 */
export function SizeSelect({ value, onChange }: { value: LayoutSize; onChange: (size: LayoutSize) => void }) {
  const t = useLayoutT();
  const options = [
    { value: 'default', label: t(layoutMessages.sizeDefault) },
    { value: 'medium', label: t(layoutMessages.sizeMedium) },
    { value: 'small', label: t(layoutMessages.sizeSmall) },
    { value: 'mini', label: t(layoutMessages.sizeMini) },
  ] as const;
  return (
    <HeaderSelect
      label={t(layoutMessages.size)}
      value={value}
      options={options}
      onChange={onChange}
      icon={
        <LineIcon>
          <path d="M4 7V4h16v3M9 20h6M12 4v16" />
        </LineIcon>
      }
    />
  );
}
