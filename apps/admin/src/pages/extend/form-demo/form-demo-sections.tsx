import { useT } from '@pmc/i18n/react';
import { Input } from '@pmc/ui';
import { amountToChinese, type FormRuleKey } from '@pmc/validators';
import {
  AddressCascader,
  CalculatedField,
  DictionarySelect,
  FileUpload,
  ImageUpload,
  RichText,
  type TreeNode,
  TreeSelect,
  UserPicker,
} from '@pmc/widgets';
import { type Control, useWatch } from 'react-hook-form';
import { loadDictionary } from '../../../page-parts/dictionaries.ts';
import { DemoField } from './demo-field.tsx';
import { loadAreas, loadPickerNodes, uploadAs } from './form-demo-loaders.ts';
import { FORMULA, type FormDemoValues, RULE_KEYS } from './form-demo-schema.ts';
import { formDemoMessages as m } from './messages.ts';

type Props = { control: Control<FormDemoValues> };

/**
 * One text field per form rule (docs/guide/validation.md#form-rules), each showing the rule's own message
 * when it fails (on blur).
 */
export function RuleFields({ control }: Props) {
  const t = useT();
  return RULE_KEYS.map((key: FormRuleKey) => (
    <DemoField key={key} control={control} name={key} label={t(m[key])}>
      {(field) => (
        <Input
          {...field}
          type={key === 'password' ? 'password' : 'text'}
          autoComplete={key === 'password' ? 'new-password' : 'off'}
          data-testid={`form-demo-${key}`}
        />
      )}
    </DemoField>
  ));
}

/** Tree select, user picker (required), dictionary select and the lazy address cascader. */
export function PickerFields({ control, organizeTree }: Props & { organizeTree: readonly TreeNode[] }) {
  const t = useT();
  return (
    <>
      <DemoField control={control} name="organizeId" label={t(m.organize)}>
        {(field, invalid) => (
          <TreeSelect
            nodes={organizeTree}
            value={field.value || null}
            onChange={([id = '']) => field.onChange(id)}
            invalid={invalid}
          />
        )}
      </DemoField>
      <DemoField control={control} name="userIds" label={t(m.users)} required>
        {(field, invalid) => (
          <UserPicker
            title={t(m.users)}
            multiple
            required
            value={field.value}
            loadNodes={loadPickerNodes}
            onChange={(ids) => {
              field.onChange(ids);
              field.onBlur();
            }}
            invalid={invalid}
          />
        )}
      </DemoField>
      <DemoField control={control} name="political" label={t(m.political)}>
        {(field, invalid) => (
          <DictionarySelect
            enCode="politicalStatus"
            valueKey="enCode"
            loadDictionary={loadDictionary}
            value={field.value || null}
            onChange={([code = '']) => field.onChange(code)}
            invalid={invalid}
          />
        )}
      </DemoField>
      <DemoField control={control} name="areaIds" label={t(m.address)}>
        {(field, invalid) => (
          <AddressCascader
            depth={3}
            loadChildren={loadAreas}
            value={field.value}
            onChange={(ids) => field.onChange(ids)}
            invalid={invalid}
          />
        )}
      </DemoField>
    </>
  );
}

/** A file upload and an image upload through the server, each with its progress bars. */
export function UploadFields({ control }: Props) {
  const t = useT();
  return (
    <>
      <DemoField control={control} name="files" label={t(m.files)}>
        {(field) => (
          <FileUpload value={field.value} onChange={field.onChange} upload={uploadAs('annex')} limit={5} />
        )}
      </DemoField>
      <DemoField control={control} name="images" label={t(m.images)}>
        {(field) => (
          <ImageUpload
            value={field.value}
            onChange={field.onChange}
            upload={uploadAs('annexpic')}
            limit={3}
          />
        )}
      </DemoField>
    </>
  );
}

/** Four numbers, the calculated amount (500 ms after typing stops, 2 decimals) and it in capitals. */
export function AmountFields({ control, setTotal }: Props & { setTotal: (value: string) => void }) {
  const t = useT();
  const [price, quantity, taxRate, discount, total] = useWatch({
    control,
    name: ['price', 'quantity', 'taxRate', 'discount', 'total'],
  });
  const numberField = (name: 'price' | 'quantity' | 'taxRate' | 'discount') => (
    <DemoField control={control} name={name} label={t(m[name])}>
      {(field) => <Input {...field} inputMode="decimal" data-testid={`form-demo-${name}`} />}
    </DemoField>
  );
  return (
    <>
      {numberField('price')}
      {numberField('quantity')}
      {numberField('taxRate')}
      {numberField('discount')}
      <DemoField control={control} name="total" label={t(m.total)} help={t(m.formula, { formula: FORMULA })}>
        {() => (
          <CalculatedField
            expression={FORMULA}
            fields={{ 单价: price, 数量: quantity, 税率: taxRate, 优惠: discount }}
            onChange={setTotal}
            thousands
            aria-label={t(m.total)}
          />
        )}
      </DemoField>
      <div className="pmc-form-field">
        <span className="pmc-form-field__label">{t(m.capitals)}</span>
        <output data-testid="form-demo-capitals" aria-label={t(m.capitals)}>
          {total ? amountToChinese(total) : '—'}
        </output>
      </div>
    </>
  );
}

/** The rich-text editor, fetched when this section first renders. */
export function ContentField({ control }: Props) {
  const t = useT();
  return (
    <DemoField control={control} name="body" label={t(m.body)} wide>
      {(field) => (
        <RichText aria-label={t(m.body)} value={field.value} onChange={field.onChange} height={220} />
      )}
    </DemoField>
  );
}
