import { zodResolver } from '@hookform/resolvers/zod';
import { Button, confirm, Dialog, Drawer, message, type Translatable, useTranslate } from '@pmc/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Control, type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { changedValues, pickValues } from './changed-values.ts';
import { ExplainList } from './explain-list.tsx';
import { useFormDialogDraft } from './form-dialog-draft.tsx';
import { type FormDialogField, FormDialogFieldRow } from './form-dialog-field.tsx';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';
import { onlyShown } from './only-shown.ts';
import { serverFieldErrors } from './server-field-errors.ts';

export type { FormControlProps, FormDialogField } from './form-dialog-field.tsx';

/**
 * The 3,000 ms anti-double-click lockout of docs/guide/constants.md#timings, counted from the moment a save
 * is sent.
 */
export const SUBMIT_LOCKOUT_MS = 3000;

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
  /** The submit button's text; default 保存. */
  submitLabel?: Translatable;
  /** Shown after a save; default 保存成功, false for none. */
  successMessage?: Translatable | false;
  /**
   * The form's id among its page's drafts (unsaved input kept across a forced reload, through
   * `KitProvider.useFormDraft`); default: the title, mode and record id. `false`: keep nothing.
   */
  draftId?: string | false;
}

/**
 * The create/edit form of a management page in a dialog (or drawer): react-hook-form with a zod schema built
 * from `@pmc/validators`' rules, checked on blur; fields the form permissions deny are neither shown, checked
 * nor sent; an edit sends only what changed; the save button is locked for 3,000 ms after a send
 * (docs/guide/constants.md#timings); the server's 400 field list is shown on each field; unsaved changes ask
 * before the tab closes (through `KitProvider.useUnsavedGuard`) and are kept across a forced reload, secrets
 * and password fields aside, to be offered back when the same form opens again (`KitProvider.useFormDraft`);
 * and the dialog hides while its page's tab is in the background.
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
  const { slot: draftSlot, draft } = useFormDialogDraft({
    form,
    open,
    dirty: formState.isDirty,
    mode,
    shown,
    initial,
    carry,
    draftId: props.draftId,
    title: props.title,
    recordId: props.recordId,
    record,
  });

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
        {t(props.submitLabel ?? m.save)}
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
      <div ref={draftSlot} />
      <ExplainList kind="form" items={guardedFields} />
      {shown.map((field) => (
        <FormDialogFieldRow key={field.name} field={field} control={control} mode={mode} />
      ))}
      {props.live ? <LiveValues control={control} render={props.live} /> : null}
      {/* Enter in a text field saves, as in any form */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
    </form>
  );
  const visible = open && active;
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

/** Re-renders only itself as the form's values change. */
function LiveValues<V extends FieldValues>(props: { control: Control<V>; render: (values: V) => ReactNode }) {
  const values = useWatch({ control: props.control }) as V;
  return <div className="pmc-form-dialog__wide">{props.render(values)}</div>;
}
