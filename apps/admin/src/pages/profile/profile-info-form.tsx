import type { Profile } from '@pmc/api-client/contract';
import { T, useLocale, useT } from '@pmc/i18n/react';
import { useCloseGuard, useFormDraft } from '@pmc/layout/react';
import { Button, FormField, Input, message } from '@pmc/ui';
import { emailRule, formatList, mobileRule } from '@pmc/validators';
import { ImageUpload } from '@pmc/widgets';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../app/api.ts';
import { queries } from '../../app/queries.ts';
import { adminMessages } from '../../messages.ts';
import { session } from '../../session/session-store.ts';
import { profileMessages as pm } from './messages.ts';

interface ProfileForm {
  realName: string;
  mobile: string;
  email: string;
  /** Url of the avatar image ('' for none). */
  avatar: string;
}
type Errors = Partial<Record<keyof ProfileForm, string>>;

const formOf = (profile: Profile): ProfileForm => ({
  realName: profile.realName,
  mobile: profile.mobile ?? '',
  email: profile.email ?? '',
  avatar: profile.avatar,
});

/** The fields whose trimmed value differs from what was loaded: only these are sent. */
function changedFields(loaded: ProfileForm, edited: ProfileForm): Partial<ProfileForm> {
  const out: Partial<ProfileForm> = {};
  for (const key of Object.keys(edited) as (keyof ProfileForm)[]) {
    if (edited[key].trim() !== loaded[key].trim()) out[key] = edited[key].trim();
  }
  return out;
}

/** The form's own string fields of a kept draft (a draft from an older build may hold others). */
function pickForm(kept: Partial<ProfileForm>): Partial<ProfileForm> {
  const out: Partial<ProfileForm> = {};
  for (const key of ['realName', 'mobile', 'email', 'avatar'] as const) {
    const value = kept[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * 基本资料: the signed-in user's account, organisation, positions and roles, and an editable name,
 * mobile, e-mail and avatar. The form starts from the stored record and a save sends only what was
 * changed, with the version it was read at, so it never blanks a field the user did not touch and never
 * overwrites a newer save.
 */
export function ProfileInfoForm() {
  const { userInfo } = useSnapshot(session);
  const t = useT();
  const { locale } = useLocale();
  const [loaded, setLoaded] = useState<{
    form: ProfileForm;
    lastModifyTime: Profile['lastModifyTime'];
  } | null>(null);
  const [form, setForm] = useState<ProfileForm>({
    realName: userInfo?.realName ?? '',
    mobile: '',
    email: '',
    avatar: userInfo?.avatar ?? '',
  });
  const [profile, setProfile] = useState<Profile>();
  // Read once per page visit. The form takes the record only while it holds none: a hidden tab's
  // effects run again when it shows (React Activity), and that must not replace what was typed.
  // Never from an earlier visit's cache: the version it carries must be the stored one.
  const info = useQuery({ ...queries.currentUser.info(), gcTime: 0 });
  useEffect(() => {
    if (!info.data || loaded) return;
    setProfile(info.data);
    setLoaded({ form: formOf(info.data), lastModifyTime: info.data.lastModifyTime });
    setForm(formOf(info.data));
  }, [info.data, loaded]);
  // Unsaved input asks before its tab closes and is kept across a forced reload (an ended session, a
  // new version), offered back once the same user is here again.
  const dirty = loaded !== null && Object.keys(changedFields(loaded.form, form)).length > 0;
  useCloseGuard(dirty);
  const draftOffer = useFormDraft({
    id: 'info',
    values: form,
    dirty,
    enabled: loaded !== null,
    apply: (kept) => setForm((prev) => ({ ...prev, ...pickForm(kept) })),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const validate = (values: ProfileForm): Errors => {
    const out: Errors = {};
    if (!values.realName.trim()) out.realName = t(adminMessages.realNameRequired);
    const mobile = mobileRule.validate(values.mobile.trim());
    if (mobile) out.mobile = t(mobile);
    const email = emailRule.validate(values.email.trim());
    if (email) out.email = t(email);
    return out;
  };
  const field = (name: Exclude<keyof ProfileForm, 'avatar'>) => ({
    name,
    value: form[name],
    invalid: Boolean(errors[name]),
    // Editable once the stored record is in, so the load never replaces what was typed.
    disabled: !loaded,
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
    onBlur: () => setErrors((prev) => ({ ...prev, [name]: validate(form)[name] })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0 || !loaded) return;
    const changed = changedFields(loaded.form, form);
    setBusy(true);
    try {
      if (Object.keys(changed).length > 0) {
        await api.currentUser.updateInfo({ ...changed, lastModifyTime: loaded.lastModifyTime });
        const fresh = await api.currentUser.info();
        setLoaded({ form: formOf(fresh), lastModifyTime: fresh.lastModifyTime });
        setForm(formOf(fresh));
        setProfile(fresh);
        if (session.userInfo) {
          session.userInfo.realName = fresh.realName;
          session.userInfo.avatar = fresh.avatar;
        }
      }
      message.success(t(adminMessages.profileSaved));
    } catch {
      // The request core has shown the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <dl className="admin-definition">
        <dt>
          <T msg={adminMessages.profileAccount} />
        </dt>
        <dd>{userInfo?.username}</dd>
        <dt>
          <T msg={pm.organize} />
        </dt>
        <dd>{profile?.organizeName ?? ''}</dd>
        <dt>
          <T msg={pm.positions} />
        </dt>
        <dd>{formatList(profile?.positionNames ?? [], locale)}</dd>
        <dt>
          <T msg={pm.roles} />
        </dt>
        <dd>{formatList(profile?.roleNames ?? [], locale)}</dd>
      </dl>
      {draftOffer}
      <form className="admin-profile-form" onSubmit={submit} noValidate>
        <FormField label={t(adminMessages.profileName)} required error={errors.realName ?? null}>
          <Input {...field('realName')} maxLength={50} autoComplete="name" data-testid="profile-name" />
        </FormField>
        <FormField label={t(adminMessages.profileMobile)} error={errors.mobile ?? null}>
          <Input {...field('mobile')} maxLength={11} autoComplete="tel" inputMode="tel" />
        </FormField>
        <FormField label={t(adminMessages.profileEmail)} error={errors.email ?? null}>
          <Input {...field('email')} maxLength={100} autoComplete="email" type="email" />
        </FormField>
        <FormField label={t(pm.avatar)}>
          <ImageUpload
            limit={1}
            disabled={!loaded}
            value={form.avatar ? [{ name: 'avatar', fileId: form.avatar, url: form.avatar }] : []}
            onChange={(files) => setForm((prev) => ({ ...prev, avatar: files[0]?.url ?? '' }))}
            upload={(file, { onProgress, signal }) =>
              api.file.upload(
                { type: 'annexpic' },
                { file },
                { signal, onProgress: (progress) => onProgress(progress.percent) },
              )
            }
          />
        </FormField>
        <Button type="submit" variant="primary" loading={busy} disabled={!loaded}>
          <T msg={adminMessages.save} />
        </Button>
      </form>
    </>
  );
}
