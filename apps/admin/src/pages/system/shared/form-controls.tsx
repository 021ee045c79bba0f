import { Select, useTranslate } from '@pmc/ui';
import { DictionarySelect, type TreeNode, TreeSelect } from '@pmc/widgets';
import type { FormControlProps } from '@pmc/widgets/kit';
import { loadDictionary } from './dictionaries.ts';
import { systemMessages as m } from './messages.ts';

/** 启用 / 禁用 as a form control (enabledMark 1 / 0). */
export function StateControl(control: FormControlProps) {
  const t = useTranslate();
  return (
    <Select
      value={String(control.value ?? 1)}
      onValueChange={(value) => {
        control.onChange(Number(value));
        control.onBlur();
      }}
      disabled={control.disabled}
      invalid={control.invalid}
      options={[
        { value: '1', label: t(m.enabled) },
        { value: '0', label: t(m.disabled) },
      ]}
    />
  );
}

/** A dictionary's items as a form control, keeping the item code (enCode) as the value. */
export function DictionaryControl({ enCode, ...control }: FormControlProps & { enCode: string }) {
  return (
    <DictionarySelect
      enCode={enCode}
      valueKey="enCode"
      loadDictionary={loadDictionary}
      value={(control.value as string) || null}
      onChange={([value = '']) => {
        control.onChange(value);
        control.onBlur();
      }}
      disabled={control.disabled}
      invalid={control.invalid}
    />
  );
}

/** A tree of organisations as a form control (one id). */
export function OrganizeTreeControl({
  nodes,
  isSelectable,
  ...control
}: FormControlProps & { nodes: readonly TreeNode[]; isSelectable?: (node: TreeNode) => boolean }) {
  return (
    <TreeSelect
      nodes={nodes}
      value={(control.value as string) || null}
      onChange={([value = '']) => {
        control.onChange(value);
        control.onBlur();
      }}
      isSelectable={isSelectable}
      searchable
      disabled={control.disabled}
      invalid={control.invalid}
    />
  );
}
