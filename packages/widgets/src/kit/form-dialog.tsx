import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  confirm,
  Dialog,
  Drawer,
  FormField,
  Input,
  message,
  PasswordInput,
  type Translatable,
  useFormField,
  useTranslate,
} from '@pmc/ui';
import { type ComponentProps, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldValues,
  type Resolver,
  useForm,
  useWatch,
} from 'react-hook-form';
import * as z from 'zod';
import { changedValues, pickValues } from './changed-values.ts';
import { ExplainList } from './explain-list.tsx';
import { FormDraft, formDraftId } from './form-draft.tsx';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';
import { serverFieldErrors } from './server-field-errors.ts';

/** The 3,000 ms anti-double-click lockout of SPEC 9, counted from the moment a save is sent. */
export const SUBMIT_LOCKOUT_MS = 3000;

/** What a custom field control receives. */
export interface FormControlProps {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  invalid: boolean;
  disabled: boolean;
}

/** One field of a FormDialog. */
export interface FormDialogField<V> {
  name: keyof V & string;
  label: Translatable;
  /** Shows the required mark (the schema does the checking). */
  required?: boolean;
  /** Form-permission code (default `name`); `false`: always shown. Fields without it are neither shown nor sent. */
  permission?: string | false;
  /** text (default), password, textarea, number; or `render` for anything else. */
  type?: 'text' | 'password' | 'textarea' | 'number';
  render?: (control: FormControlProps) => ReactNode;
  /** Only in this mode (e.g. the initial password on create). */
  only?: 'create' | 'edit';
  /** Locked in this mode (e.g. the account on edit). */
  readOnlyOn?: 'create' | 'edit';
  maxLength?: number;
  placeholder?: Translatable;
  help?: ReactNode;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** Never kept as a draft in the browser (password inputs never are). */
  secret?: boolean;
}

/** What `onSubmit` learns besides the values. */
export interface FormSubmitContext {
  mode: 'create' | 'edit';
}

export interface FormDialogProps<V extends FieldValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entity's name: titles read 新建{title} / 编辑{title}. */
  title: Translatable;
  /** The record being edited (edit mode), or null/undefined to create. */
  record?: Partial<V> | null;
  /**
   * The edited record's id when `record` holds only the form's values: it names the record's draft, so
   * two records' drafts stay apart and the list can offer the right one. Default: `record.id`.
   */
  recordId?: string;
  /** Values of a new record. */
  defaults: V;
  /**
   * Values shown over the record's when the form opens (restoring old values from its history): they
   * count as changes, so a save sends them, checked like any edit.
   */
  prefill?: Partial<V>;
  /** The rules, built with the user's language (use `@pmc/validators`' `createRuleSchema(rule, t)`). */
  schema: (t: (text: Translatable) => string) => z.ZodType;
  fields: readonly FormDialogField<V>[];
  /**
   * Saves. Create: every shown field. Edit: only the changed shown fields, plus `carry`. Throw (as the
   * request core does) to keep the form open; a 400's `data.fields` land on their fields.
   */
  onSubmit: (values: Partial<V>, context: FormSubmitContext) => Promise<unknown>;
  /** Record keys sent with every edit, e.g. `lastModifyTime` for the concurrency check. */
  carry?: readonly string[];
  /** After a successful save (the dialog closes itself). */
  onSaved?: () => void;
  variant?: 'dialog' | 'drawer';
  width?: number | string;
  /** Shown under the fields and re-rendered as they are typed, e.g. a live preview of what they produce. */
  live?: (values: V) => ReactNode;
  /** The whole title, in place of 新建{title} / 编辑{title} (e.g. 重置 li 的密码). */
  heading?: Translatable;
  /** Shown after a save; default 保存成功, false for none. */
  successMessage?: Translatable | false;
  /**
   * The form's id among its page's drafts (unsaved input kept across a forced reload, through
   * `KitProvider.useFormDraft`); default: the title, mode and record id. `false`: keep nothing.
   */
  draftId?: string | false;
}

const FULL_WIDTH_TYPES = new Set(['textarea']);

/**
 * The create/edit form of a management page in a dialog (or drawer): react-hook-form with a zod
 * schema built from `@pmc/validators`' rules, checked on blur; fields the form permissions deny are
 * neither shown, checked nor sent; an edit sends only what changed; the save button is locked for
 * 3,000 ms after a send (SPEC 9); the server's 400 field list is shown on each field; unsaved
 * changes ask before the tab closes (through `KitProvider.useUnsavedGuard`) and are kept across a
 * forced reload, secrets and password fields aside, to be offered back when the same form opens again
 * (`KitProvider.useFormDraft`); and the dialog hides while its page's tab is in the background.
 *
 * @example
 * <FormDialog<UserForm>
 *   open={editing !== undefined}
 *   onOpenChange={(open) => !open && setEditing(undefined)}
 *   title="用户"
 *   record={editing}
 *   defaults={{ account: '', realName: '', mobile: '' }}
 *   schema={(t) => z.object({ account: createRuleSchema(accountRule, t), realName: z.string().min(1, t('请输入姓名')),
 *     mobile: createRuleSchema(mobileRule, t).or(z.literal('')) })}
 *   fields={[{ name: 'account', label: '账号', required: true, readOnlyOn: 'edit' },
 *     { name: 'realName', label: '姓名', required: true }, { name: 'mobile', label: '手机' }]}
 *   carry={['lastModifyTime']}
 *   onSubmit={(values, { mode }) => mode === 'create' ? api.user.create(values) : api.user.update({ id }, values)}
 * />
 */
export function FormDialog<V extends FieldValues>(props: FormDialogProps<V>) {
  const { open, onOpenChange, record, defaults, prefill, fields, carry = [], variant = 'dialog' } = props;
  const t = useTranslate();
  const { usePermissions, useUnsavedGuard, usePageActive } = useKit();
  const can = usePermissions();
  const active = usePageActive();
  const mode: 'create' | 'edit' = record ? 'edit' : 'create';
  const shown = useMemo(
    () =>
      fields.filter(
        (f) =>
          (f.only === undefined || f.only === mode) &&
          (f.permission === false || can.form(f.permission ?? f.name)),
      ),
    [fields, mode, can],
  );
  const names = useMemo(() => shown.map((f) => f.name), [shown]);
  const secret = useMemo(
    () => shown.filter((f) => f.secret || f.type === 'password').map((f) => f.name),
    [shown],
  );
  // Explain mode lists every guarded field of this mode, the hidden ones too.
  const guardedFields = useMemo(
    () =>
      fields
        .filter((f) => (f.only === undefined || f.only === mode) && f.permission !== false)
        .map((f) => ({ code: f.permission || f.name, label: t(f.label) })),
    [fields, mode, t],
  );
  const initial = useMemo(
    () => ({ ...defaults, ...(record ?? {}) }) as Record<string, unknown>,
    [defaults, record],
  );
  // An edit's draft remembers what the record held (its version among it), so restoring it over a
  // record someone else changed since is caught rather than overwriting their change.
  const base = useMemo(() => {
    if (mode !== 'edit') return undefined;
    const keys = [...names.filter((name) => !secret.includes(name)), ...carry];
    return Object.fromEntries(keys.filter((key) => key in initial).map((key) => [key, initial[key]]));
  }, [mode, names, secret, carry, initial]);
  const { schema: buildSchema } = props;
  const resolver = useMemo(() => {
    const full = buildSchema(t);
    // Only the shown fields are checked: a hidden field's rule must not block the save.
    const schema = onlyShown(full, names);
    return zodResolver(schema as never) as unknown as Resolver<V>;
  }, [buildSchema, t, names]);
  const form = useForm<V>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver,
    defaultValues: initial as never,
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const [saving, setSaving] = useState(false);
  const [draftSlot, setDraftSlot] = useState<HTMLDivElement | null>(null);
  const sentAt = useRef(0);
  // A new record (or a fresh open) starts from its own values, and from no lockout: the 3,000 ms
  // guard against a double click must not swallow the first save of the next record. The ref survives
  // the page's tab being hidden (whose effects React tears down and runs again), so coming back keeps
  // what was typed.
  const shownFor = useRef<unknown>(null);
  useEffect(() => {
    if (!open) {
      shownFor.current = null;
      return;
    }
    if (shownFor.current === initial) return;
    shownFor.current = initial;
    reset(initial as never);
    for (const [name, value] of Object.entries(prefill ?? {}))
      form.setValue(name as never, value as never, { shouldDirty: true });
    sentAt.current = 0;
  }, [open, initial, reset, prefill, form]);

  useUnsavedGuard(open && formState.isDirty);

  const submit = handleSubmit(async (values) => {
    if (saving || Date.now() - sentAt.current < SUBMIT_LOCKOUT_MS) return;
    const all = values as Record<string, unknown>;
    const payload = mode === 'edit' ? changedValues(all, initial, names, carry) : pickValues(all, names);
    if (mode === 'edit' && Object.keys(payload).length === 0) {
      message.info(t(m.nothingChanged));
      onOpenChange(false);
      return;
    }
    sentAt.current = Date.now();
    setSaving(true);
    try {
      await props.onSubmit(payload as Partial<V>, { mode });
    } catch (error) {
      sentAt.current = 0;
      for (const { path, message: text } of serverFieldErrors(error)) {
        const name = path.split('.')[0] ?? path;
        if (names.includes(name as keyof V & string))
          setError(name as never, { type: 'server', message: text });
      }
      return;
    } finally {
      setSaving(false);
    }
    if (props.successMessage !== false) message.success(t(props.successMessage ?? m.saved));
    reset(values);
    onOpenChange(false);
    props.onSaved?.();
  });

  // Closing with unsaved changes (×, Escape, a click outside, 取消) asks first.
  const close = async () => {
    if (formState.isDirty && !(await confirm({ content: m.unsavedLeave }))) return;
    onOpenChange(false);
  };
  const onDialogOpenChange = (next: boolean) => {
    if (next) onOpenChange(true);
    else void close();
  };

  const title = props.heading
    ? t(props.heading)
    : t(mode === 'edit' ? m.editTitle : m.createTitle, { title: t(props.title) });
  const footer = (
    <>
      <Button onClick={() => void close()}>{t(m.cancel)}</Button>
      <Button variant="primary" loading={saving} onClick={() => void submit()} data-testid="kit-form-save">
        {t(m.save)}
      </Button>
    </>
  );
  const body = (
    <form
      className="pmc-form-dialog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div ref={setDraftSlot} />
      <ExplainList kind="form" items={guardedFields} />
      {shown.map((field) => (
        <Controller
          key={field.name}
          control={control}
          name={field.name as never}
          render={({ field: f, fieldState }) => (
            <FormField
              label={t(field.label)}
              required={field.required}
              error={fieldState.error?.message ?? null}
              help={field.help}
              className={
                field.wide || FULL_WIDTH_TYPES.has(field.type ?? '') ? 'pmc-form-dialog__wide' : undefined
              }
            >
              {renderControl(
                field,
                {
                  name: field.name,
                  value: f.value,
                  onChange: f.onChange,
                  onBlur: f.onBlur,
                  invalid: fieldState.invalid,
                  disabled: field.readOnlyOn === mode,
                },
                t,
              )}
            </FormField>
          )}
        />
      ))}
      {props.live ? <LiveValues control={control} render={props.live} /> : null}
      {/* Enter in a text field saves, as in any form */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
    </form>
  );
  const visible = open && active;
  const draft =
    props.draftId === false ? null : (
      <FormDraft
        control={control}
        setValue={form.setValue}
        id={
          props.draftId ??
          formDraftId(props.title, mode, props.recordId !== undefined ? { id: props.recordId } : record)
        }
        names={names}
        secret={secret}
        dirty={open && formState.isDirty}
        enabled={open}
        base={base}
        slot={draftSlot}
      />
    );
  const dialog =
    variant === 'drawer' ? (
      <Drawer
        open={visible}
        onOpenChange={onDialogOpenChange}
        title={title}
        footer={footer}
        width={props.width}
      >
        {body}
      </Drawer>
    ) : (
      <Dialog
        open={visible}
        onOpenChange={onDialogOpenChange}
        title={title}
        footer={footer}
        width={props.width ?? 640}
      >
        {body}
      </Dialog>
    );
  return (
    <>
      {draft}
      {dialog}
    </>
  );
}

function renderControl<V>(
  field: FormDialogField<V>,
  control: FormControlProps,
  t: (text: Translatable) => string,
): ReactNode {
  if (field.render) return field.render(control);
  const common = {
    name: control.name,
    onBlur: control.onBlur,
    disabled: control.disabled,
    maxLength: field.maxLength,
    placeholder: field.placeholder ? t(field.placeholder) : undefined,
  };
  const text = control.value === null || control.value === undefined ? '' : String(control.value);
  switch (field.type) {
    case 'password':
      return <PasswordInput {...common} value={text} onChange={(e) => control.onChange(e.target.value)} />;
    case 'textarea':
      return <TextArea {...common} value={text} onChange={(e) => control.onChange(e.target.value)} />;
    case 'number':
      return (
        <Input
          {...common}
          type="number"
          value={text}
          onChange={(e) => control.onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      );
    default:
      return <Input {...common} value={text} onChange={(e) => control.onChange(e.target.value)} />;
  }
}

/** Re-renders only itself as the form's values change. */
function LiveValues<V extends FieldValues>(props: { control: Control<V>; render: (values: V) => ReactNode }) {
  const values = useWatch({ control: props.control }) as V;
  return <div className="pmc-form-dialog__wide">{props.render(values)}</div>;
}

/** A multi-line input wired to its FormField (label, error, required). */
function TextArea(props: ComponentProps<'textarea'>) {
  const aria = useFormField(props);
  return <textarea className="pmc-input pmc-textarea" rows={3} {...props} {...aria} />;
}

/** The schema without the fields not shown; a schema with object-level rules is kept whole. */
function onlyShown(full: z.ZodType, names: readonly string[]): z.ZodType {
  if (!(full instanceof z.ZodObject)) return full;
  const hidden = Object.keys(full.shape).filter((key) => !names.includes(key));
  if (hidden.length === 0) return full;
  try {
    return full.omit(Object.fromEntries(hidden.map((key) => [key, true])) as never);
  } catch {
    // zod refuses to omit from an object with refinements: such a form shows all its fields anyway
    return full;
  }
}
