/**
 * /login, /sign-up and /login/factor-one. Signed-out visitors only: a signed-in visitor goes to the stored
 * `redirectAfterLogin` path (then cleared) or home. With Clerk: Clerk's sign-in or sign-up form (its
 * path routing also serves the factor-one step). Without Clerk: the development-mode card with the demo
 * sign-in. Rendered `client:only="react"`.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Trans, useTranslation } from '../../i18n/react';
import { demoSignIn } from '../../auth/demo';
import { peekRedirect, safeRedirect, takeRedirect } from '../../auth/redirect';
import { useAuth } from '../../auth/useAuth';
import { localizePath } from '../../i18n/locales';
import { AuthI18n, type AuthI18nProps } from './AuthI18n';
import { AuthCard, DevBadge, Spinner } from './parts';
import type { LoginView } from './types';

/** Clerk's forms, loaded only in Clerk mode. */
const ClerkForm = lazy(() => import('./ClerkForm'));

interface Props extends AuthI18nProps {
  view: LoginView;
}

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function LoginContent({ locale, view }: Pick<Props, 'locale' | 'view'>) {
  const { t } = useTranslation('common');
  const auth = useAuth(locale);
  const [demoError, setDemoError] = useState<string | null>(null);
  const home = localizePath('/', locale);
  const loginPath = localizePath('/login', locale);
  const signUpPath = localizePath('/sign-up', locale);

  useEffect(() => {
    if (auth.isAuthenticated) window.location.replace(takeRedirect(session(), home));
  }, [auth.isAuthenticated, home]);

  const headingKey = view === 'sign-up' ? 'signUp' : view === 'factor-one' ? 'factorOne' : 'login';
  const header = (
    <header className="mb-6 text-center">
      <h1 className="text-2xl font-bold">{t(`auth.${headingKey}.heading`)}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(`auth.${headingKey}.subtitle`)}</p>
    </header>
  );

  const consent = (
    <p className="text-center text-xs text-slate-600 dark:text-slate-400">
      <Trans
        t={t}
        i18nKey="auth.consent"
        components={{
          terms: <a href={localizePath('/terms-of-service', locale)} className="underline" />,
          privacy: <a href={localizePath('/privacy-policy', locale)} className="underline" />,
        }}
      />
    </p>
  );

  if (auth.loading) return <Spinner label={t('auth.status.loading')} />;
  if (auth.isAuthenticated) return <Spinner label={t('auth.status.alreadySignedIn')} />;

  if (auth.isClerkEnabled) {
    if (auth.error) {
      return (
        <AuthCard>
          {header}
          <p role="alert" className="error-text">
            {t('auth.status.clerkUnavailable')}
          </p>
          <button type="button" className="btn mt-4" onClick={() => window.location.reload()}>
            {t('auth.status.retry')}
          </button>
        </AuthCard>
      );
    }
    // The stored path is only read here (cleared after signing in); it is checked like every redirect target.
    const target = safeRedirect(peekRedirect(session()), home);
    return (
      <div className="flex flex-col items-center">
        {header}
        <Suspense fallback={<Spinner label={t('auth.status.loading')} />}>
          <ClerkForm view={view} loginPath={loginPath} signUpPath={signUpPath} target={target} />
        </Suspense>
        <div className="mt-6 max-w-md">{consent}</div>
      </div>
    );
  }

  const onDemo = () => {
    try {
      demoSignIn();
    } catch (err) {
      console.error('Demo sign-in failed', err);
      setDemoError(t('auth.dev.demoFailed'));
    }
  };

  return (
    <AuthCard>
      {header}
      <section
        aria-labelledby="dev-login-title"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
      >
        <h2 id="dev-login-title" className="flex items-center gap-2 font-semibold text-amber-950 dark:text-amber-100">
          <DevBadge label={t('auth.dev.badge')} />
          {t('auth.dev.cardTitle')}
        </h2>
        <p className="mt-2 text-sm text-amber-950 dark:text-amber-100">{t('auth.dev.cardText')}</p>
      </section>
      <button type="button" className="btn-primary mt-6 w-full py-2.5 text-base" onClick={onDemo} data-demo-login>
        {t('auth.dev.demoButton')}
      </button>
      {demoError && (
        <p role="alert" className="error-text mt-2">
          {demoError}
        </p>
      )}
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {t('auth.dev.upgradeHint')}{' '}
        <a
          href="#auth-setup-guide"
          data-open-auth-guide
          className="font-medium text-brand-600 underline dark:text-brand-100"
        >
          {t('auth.dev.upgradeLink')}
        </a>
      </p>
      {view !== 'factor-one' && (
        <p className="mt-4 text-center text-sm">
          {view === 'sign-up' ? t('auth.login.haveAccount') : t('auth.login.noAccount')}{' '}
          <a
            href={view === 'sign-up' ? loginPath : signUpPath}
            className="font-medium text-brand-600 underline dark:text-brand-100"
          >
            {view === 'sign-up' ? t('auth.login.signInLink') : t('auth.login.signUpLink')}
          </a>
        </p>
      )}
      <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">{consent}</div>
    </AuthCard>
  );
}

export default function LoginIsland({ locale, resources, fallback, view }: Props) {
  return (
    <AuthI18n locale={locale} resources={resources} fallback={fallback}>
      <LoginContent locale={locale} view={view} />
    </AuthI18n>
  );
}
