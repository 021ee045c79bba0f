import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  useTranslate,
} from '@pmc/ui';
import { isTableDensity, TABLE_DENSITIES, type TableDensity } from '../table-density.ts';
import { ActionIcon, toolbarIcons } from './action-icons.tsx';
import { kitMessages as m } from './kit-messages.ts';

const LABELS = { default: m.densityDefault, medium: m.densityMedium, compact: m.densityCompact } as const;

export interface DensitySwitchProps {
  value: TableDensity;
  onChange: (density: TableDensity) => void;
}

/**
 * The toolbar's 密度 menu: 默认, 中等 or 紧凑 rows (ProTable's density), the chosen one ticked.
 *
 * @example
 * const [density, setDensity] = useDensity('system.user');
 * <DensitySwitch value={density} onChange={setDensity} />
 */
export function DensitySwitch({ value, onChange }: DensitySwitchProps) {
  const t = useTranslate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button data-testid="kit-density">
          <ActionIcon icon={toolbarIcons.density} />
          {t(m.density)}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={t(m.density)}>
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            if (isTableDensity(next)) onChange(next);
          }}
        >
          {TABLE_DENSITIES.map((density) => (
            <DropdownMenuRadioItem key={density} value={density} data-density={density}>
              {t(LABELS[density])}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
