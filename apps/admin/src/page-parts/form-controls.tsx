import { Select, useTranslate } from '@pmc/ui';
import { DictionarySelect, type TreeNode, TreeSelect, UserPicker, type UserPickerQuery } from '@pmc/widgets';
import type { FormControlProps } from '@pmc/widgets/kit';
import { api } from '../app/api.ts';
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

// One loader for the pickers' lifetime: a picker reloads its tree when its loader changes.
const loadPickerNodes = async ({ parentId, keyword }: UserPickerQuery): Promise<TreeNode[]> =>
  (await api.user.pickerNodes({ id: parentId }, { keyword })).list as TreeNode[];

/** One user chosen with the user picker (a manager); `label` names the stored one before it loads. */
export function UserPickerControl({
  title,
  label,
  ...control
}: FormControlProps & { title: string; label?: string | null }) {
  const id = (control.value as string) || '';
  return (
    <UserPicker
      title={title}
      value={id ? [id] : []}
      valueLabels={id && label ? { [id]: label } : undefined}
      loadNodes={loadPickerNodes}
      onChange={([value = '']) => {
        control.onChange(value);
        control.onBlur();
      }}
      disabled={control.disabled}
      invalid={control.invalid}
    />
  );
}
