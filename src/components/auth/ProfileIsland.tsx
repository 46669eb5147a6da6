/**
 * /profile (signed-in only, `client:only="react"`). The guard shows a spinner while auth loads and sends
 * a signed-out visitor to /login, remembering this page in sessionStorage `redirectAfterLogin`. The page
 * shows and edits the profile and shows the plan.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { dynamicKey } from '../../i18n/keys';
import { useTranslation } from '../../i18n/react';
import { notifyProfileSaved } from '../../auth/demo';
import { rememberRedirect } from '../../auth/redirect';
import { signOut } from '../../auth/store';
import type { AppUser } from '../../auth/types';
import { useAuth } from '../../auth/useAuth';
import { placeholderAvatar } from '../../auth/placeholder-avatar';
import { resizeAvatar } from '../../data/avatar';
import { ImageTooLargeError } from '../../lib/image/decode';
import { tooLargeParams } from '../../lib/image/canvas-limits';
import { allowedAvatarOrNull, isAllowedAvatarUrl } from '../../data/avatar-url';
import { userDataErrorText, type UserDataErrorCode } from '../../data/errors';
import { PROFILE_LIMITS } from '../../data/limits';
import { getRepository, PROFILE_STORAGE } from '../../data/repository';
import { loadUserData, updateUserProfile, type UserData } from '../../data/service';
import { canUseFeature, isPremium } from '../../data/subscription';
import {
  checkAvatarFile,
  profileUpdateFrom,
  validateProfileForm,
  type ProfileFieldError,
  type ProfileForm,
} from '../../data/validation';
import { localizePath, type Locale } from '../../i18n/locales';
import { AuthI18n, type AuthI18nProps } from './AuthI18n';
import { AuthCard, DevBadge, Field, Spinner } from './parts';
import { IconSvg, check, minus } from '../ui/Icon';

type FieldName = keyof ProfileForm | 'avatar';

function formFrom(data: UserData): ProfileForm {
  const p = data.profile;
  return { fullName: p.full_name ?? '', bio: p.bio ?? '', website: p.website ?? '', location: p.location ?? '' };
}

function formatDate(iso: string | null | undefined, locale: Locale): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : locale, { dateStyle: 'medium' }).format(d);
}

function ProfileEditor({ locale, user }: { locale: Locale; user: AppUser }) {
  const { t, i18n } = useTranslation('common');
  // The image kit's "too large" message (the page passes `tools:ui.image`).
  const { t: ui } = useTranslation('tools', { keyPrefix: 'ui' });
  const uid = useId();
  const [data, setData] = useState<UserData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState<ProfileForm>({ fullName: '', bio: '', website: '', location: '' });
  const [avatar, setAvatar] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const errText = useCallback((code: Exclude<UserDataErrorCode, 'updateFailed'>) => t(`auth.errors.${code}`), [t]);
  const userRef = useRef(user);
  userRef.current = user;

  const load = useCallback(() => {
    setLoadError(null);
    setData(null);
    getRepository()
      .then((repo) => loadUserData(repo, userRef.current))
      .then((d) => {
        setData(d);
        setForm(formFrom(d));
        // An avatar stored before the current rules (another host) is not kept: saving clears it.
        setAvatar(allowedAvatarOrNull(d.profile.avatar_url));
      })
      .catch((err: unknown) => setLoadError(userDataErrorText(err, errText)));
  }, [errText]);

  useEffect(load, [load]);

  const fieldError = (e: ProfileFieldError): string =>
    e.code === 'invalidUrl' ? t('profile.errors.invalidUrl') : t(`profile.errors.${e.field}TooLong`, { max: e.max });

  const onAvatar = async (file: File | undefined) => {
    if (!file) return;
    setStatus(null);
    const problem = checkAvatarFile(file);
    if (problem) {
      console.warn('Avatar rejected', problem, file.type, file.size);
      setErrors((e) => ({ ...e, avatar: t(`profile.errors.${problem}`) }));
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setAvatarBusy(true);
    try {
      const resized = await resizeAvatar(file);
      // The database takes a PNG/JPEG/WebP/GIF data URL up to PROFILE_LIMITS.avatarUrl characters.
      if (!isAllowedAvatarUrl(resized)) {
        console.warn('Resized avatar refused', resized.slice(0, 30), resized.length);
        setErrors((e) => ({ ...e, avatar: t('profile.errors.avatarStillTooLarge') }));
        return;
      }
      setAvatar(resized);
      setErrors((e) => ({ ...e, avatar: undefined }));
    } catch (err) {
      console.error('Could not read the avatar image', err);
      // A decompression bomb, refused from its header before any decode: its size and the limit.
      const message =
        err instanceof ImageTooLargeError
          ? ui('image.tooLarge', tooLargeParams(err, i18n.language))
          : t('profile.errors.avatarDecode');
      setErrors((e) => ({ ...e, avatar: message }));
    } finally {
      setAvatarBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const onSubmit = async (ev: { preventDefault(): void }) => {
    ev.preventDefault();
    setStatus(null);
    const found = validateProfileForm(form);
    const next: Partial<Record<FieldName, string>> = { avatar: errors.avatar };
    for (const e of found) next[e.field] ??= fieldError(e);
    setErrors(next);
    if (found.length > 0) {
      document.getElementById(`${uid}-${found[0]!.field}`)?.focus();
      setStatus({ kind: 'error', text: t('profile.errors.fixErrors') });
      return;
    }
    setSaving(true);
    try {
      const profile = await updateUserProfile(await getRepository(), user, {
        ...profileUpdateFrom(form),
        avatar_url: avatar,
      });
      setData((d) => (d ? { ...d, profile } : d));
      notifyProfileSaved(); // the header shows the new name and avatar
      setStatus({ kind: 'saved', text: t('profile.saved') });
    } catch (err) {
      setStatus({ kind: 'error', text: userDataErrorText(err, errText) });
    } finally {
      setSaving(false);
    }
  };

  if (loadError) {
    return (
      <AuthCard>
        <p role="alert" className="error-text">
          {loadError}
        </p>
        <button type="button" className="btn mt-4" onClick={load}>
          {t('profile.retry')}
        </button>
      </AuthCard>
    );
  }
  if (!data) return <Spinner label={t('profile.loading')} />;

  const sub = data.subscription;
  const premium = isPremium(sub);
  const set = (k: keyof ProfileForm) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setForm((f) => ({ ...f, [k]: value }));
  };
  const described = (k: FieldName, hint: boolean) =>
    errors[k] ? `${uid}-${k}-error` : hint ? `${uid}-${k}-hint` : undefined;
  const shownAvatar = avatar || placeholderAvatar(form.fullName || user.fullName);
  const features = Array.isArray(sub.features) ? sub.features : [];
  // Database values: a status or feature the bundle does not name shows as stored.
  const statusLabel = t(dynamicKey(`profile.plan.statuses.${sub.status}`), { defaultValue: sub.status });
  const featureLabel = (f: string) => t(dynamicKey(`profile.plan.featureNames.${f}`), { defaultValue: f });

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <form onSubmit={onSubmit} noValidate className="panel space-y-5" aria-labelledby={`${uid}-edit`}>
        <h2 id={`${uid}-edit`} className="text-lg font-semibold">
          {t('profile.editHeading')}
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={shownAvatar}
            alt={t('profile.avatarAlt')}
            width={80}
            height={80}
            className="h-20 w-20 rounded-full object-cover ring-2 ring-slate-200 dark:ring-slate-700"
            onError={(e) => {
              e.currentTarget.src = placeholderAvatar(form.fullName || user.fullName);
            }}
          />
          <div className="min-w-0 flex-1">
            <p className="mb-1 text-sm font-medium">{t('profile.avatar')}</p>
            <input
              ref={fileRef}
              id={`${uid}-avatar`}
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              className="peer sr-only"
              aria-describedby={described('avatar', true)}
              aria-invalid={errors.avatar ? true : undefined}
              disabled={avatarBusy}
              onChange={(e) => void onAvatar(e.target.files?.[0])}
            />
            <label
              htmlFor={`${uid}-avatar`}
              className="btn cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-wait peer-disabled:opacity-50"
            >
              {t('profile.chooseAvatar')}
            </label>
            {errors.avatar ? (
              <p id={`${uid}-avatar-error`} className="error-text mt-1" role="alert">
                {errors.avatar}
              </p>
            ) : (
              <p id={`${uid}-avatar-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {avatarBusy ? t('profile.avatarResizing') : t('profile.avatarHint')}
              </p>
            )}
          </div>
        </div>
        <Field id={`${uid}-fullName`} label={t('profile.fullName')} error={errors.fullName}>
          <input
            id={`${uid}-fullName`}
            className="field"
            value={form.fullName}
            onChange={set('fullName')}
            autoComplete="name"
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={described('fullName', false)}
          />
        </Field>
        <Field
          id={`${uid}-bio`}
          label={t('profile.bio')}
          error={errors.bio}
          hint={t('profile.charCount', { count: [...form.bio].length, max: PROFILE_LIMITS.bio })}
        >
          <textarea
            id={`${uid}-bio`}
            className="field min-h-24"
            value={form.bio}
            onChange={set('bio')}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={described('bio', true)}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${uid}-website`} label={t('profile.website')} error={errors.website}>
            <input
              id={`${uid}-website`}
              className="field"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={form.website}
              onChange={set('website')}
              autoComplete="url"
              aria-invalid={errors.website ? true : undefined}
              aria-describedby={described('website', false)}
            />
          </Field>
          <Field id={`${uid}-location`} label={t('profile.location')} error={errors.location}>
            <input
              id={`${uid}-location`}
              className="field"
              value={form.location}
              onChange={set('location')}
              aria-invalid={errors.location ? true : undefined}
              aria-describedby={described('location', false)}
            />
          </Field>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary px-4 py-2" disabled={saving || avatarBusy}>
            {saving ? t('profile.saving') : t('profile.save')}
          </button>
          <p
            aria-live="polite"
            className={status?.kind === 'error' ? 'error-text' : 'text-sm text-emerald-700 dark:text-emerald-400'}
            data-profile-status
          >
            {status?.text}
          </p>
        </div>
      </form>

      <aside className="space-y-6">
        <section className="panel" aria-labelledby={`${uid}-account`}>
          <h2 id={`${uid}-account`} className="text-lg font-semibold">
            {t('profile.account')}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('profile.email')}</dt>
              <dd className="break-all">{data.profile.email ?? user.primaryEmailAddress?.emailAddress ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('profile.memberSince')}</dt>
              <dd>{formatDate(user.createdAt ?? data.profile.created_at, locale) ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('profile.lastSignIn')}</dt>
              <dd>{formatDate(user.lastSignInAt, locale) ?? '—'}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
            {PROFILE_STORAGE === 'local' ? t('profile.storageLocal') : t('profile.storageCloud')}
          </p>
          <button type="button" className="btn mt-4" onClick={() => void signOut(localizePath('/', locale))}>
            {t('auth.menu.logout')}
          </button>
        </section>
        <section className="panel" aria-labelledby={`${uid}-plan`} data-plan={sub.plan_name}>
          <h2 id={`${uid}-plan`} className="text-lg font-semibold">
            {t('profile.plan.heading')}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600 dark:text-slate-400">{t('profile.plan.plan')}</dt>
              <dd className="font-medium" data-plan-name>
                {premium ? t('profile.plan.premium') : t('profile.plan.free')}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600 dark:text-slate-400">{t('profile.plan.status')}</dt>
              <dd data-plan-status>{statusLabel}</dd>
            </div>
          </dl>
          <h3 className="mt-4 text-sm font-medium">{t('profile.plan.features')}</h3>
          {features.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('profile.plan.noFeatures')}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm" data-plan-features>
              {features.map((f) => (
                <li key={f} className="flex items-center gap-2">
                  <IconSvg className="h-4 w-4">{canUseFeature(sub, f) ? check : minus}</IconSvg>
                  {featureLabel(f)}
                </li>
              ))}
            </ul>
          )}
          {!premium && <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('profile.plan.freeNote')}</p>}
        </section>
      </aside>
    </div>
  );
}

function ProfileGuard({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const auth = useAuth(locale);
  const signedOut = !auth.loading && !auth.isAuthenticated && !auth.error;

  useEffect(() => {
    if (!signedOut) return;
    let store: Storage | null = null;
    try {
      store = sessionStorage;
    } catch {
      /* no sessionStorage: the user lands on home after signing in */
    }
    rememberRedirect(store, window.location.pathname + window.location.search + window.location.hash);
    window.location.assign(window.location.origin + localizePath('/login', locale));
  }, [signedOut, locale]);

  return (
    <>
      <header className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('profile.heading')}</h1>
        {auth.isDevelopmentMode && auth.isAuthenticated && <DevBadge label={t('auth.dev.badge')} />}
      </header>
      {auth.loading ? (
        <Spinner label={t('auth.status.loading')} />
      ) : auth.error ? (
        <AuthCard>
          <p role="alert" className="error-text">
            {t('auth.status.clerkUnavailable')}
          </p>
          <button type="button" className="btn mt-4" onClick={() => window.location.reload()}>
            {t('auth.status.retry')}
          </button>
        </AuthCard>
      ) : auth.user ? (
        <ProfileEditor key={auth.user.id} locale={locale} user={auth.user} />
      ) : (
        <Spinner label={t('auth.status.toLogin')} />
      )}
    </>
  );
}

export default function ProfileIsland({ locale, resources, fallback }: AuthI18nProps) {
  return (
    <AuthI18n locale={locale} resources={resources} fallback={fallback}>
      <ProfileGuard locale={locale} />
    </AuthI18n>
  );
}
