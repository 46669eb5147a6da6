/**
 * /login/sso-callback: where an OAuth/SSO sign-in returns. Shows a spinner while auth loads; an `error`
 * query shows the login-failed card; otherwise it waits for auth and sends a signed-in user to the
 * redirect target (see ssoRedirectTarget), a signed-out one back to /login.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearClerkErrors, REDIRECT_AFTER_LOGIN_KEY, peekRedirect, ssoRedirectTarget } from '../../auth/redirect';
import { getAuthState } from '../../auth/store';
import { useAuth } from '../../auth/useAuth';
import { localizePath } from '../../i18n/locales';
import { AuthI18n, type AuthI18nProps } from './AuthI18n';
import { AuthCard, Spinner } from './parts';

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

function FailureCard({ message, loginPath }: { message: string; loginPath: string }) {
  const { t } = useTranslation('common');
  return (
    <AuthCard>
      <h1 className="text-xl font-bold">{t('auth.sso.failedTitle')}</h1>
      <p role="alert" className="error-text mt-3 break-words" data-sso-error>
        {message}
      </p>
      <a href={loginPath} className="btn-primary mt-6 w-full py-2.5">
        {t('auth.sso.backToLogin')}
      </a>
    </AuthCard>
  );
}

function Callback({ locale }: { locale: AuthI18nProps['locale'] }) {
  const { t } = useTranslation('common');
  const auth = useAuth(locale);
  const loginPath = localizePath('/login', locale);
  const signUpPath = localizePath('/sign-up', locale);
  const params = useMemo(() => new URLSearchParams(window.location.search), []);
  const oauthError = params.get('error');
  const [failure, setFailure] = useState<string | null>(null);
  const handled = useRef(false);

  const target = useMemo(
    () =>
      ssoRedirectTarget(
        {
          afterSignInUrl: params.get('after_sign_in_url'),
          afterSignUpUrl: params.get('after_sign_up_url'),
          stored: peekRedirect(storage('session')),
        },
        { home: localizePath('/', locale), profile: localizePath('/profile', locale) },
      ),
    [params, locale],
  );

  useEffect(() => {
    clearClerkErrors(storage('local'));
    clearClerkErrors(storage('session'));
  }, []);

  useEffect(() => {
    if (oauthError) {
      console.error('OAuth sign-in failed', oauthError, params.get('error_description'));
      return;
    }
    if (auth.loading || failure) return;
    if (auth.isAuthenticated) {
      try {
        storage('session')?.removeItem(REDIRECT_AFTER_LOGIN_KEY);
      } catch {
        /* nothing stored */
      }
      window.location.replace(target);
      return;
    }
    if (auth.error) {
      setFailure(t('auth.status.clerkUnavailable'));
      return;
    }
    if (!auth.isClerkEnabled || handled.current) {
      window.location.replace(loginPath);
      return;
    }
    handled.current = true;
    import('../../auth/clerk')
      .then((clerk) =>
        clerk.clerkHandleRedirectCallback({
          signInUrl: loginPath,
          signUpUrl: signUpPath,
          firstFactorUrl: `${loginPath}/factor-one`,
          target,
        }),
      )
      .then(() => {
        // Clerk usually navigates on its own; if it did not and nobody is signed in, start over.
        window.setTimeout(() => {
          if (!getAuthState().isAuthenticated) window.location.replace(loginPath);
        }, 4000);
      })
      .catch((err: unknown) => {
        console.error('Completing the SSO sign-in failed', err);
        setFailure(err instanceof Error && err.message ? err.message : t('auth.sso.unknownError'));
      });
  }, [auth, oauthError, failure, params, target, loginPath, signUpPath, t]);

  if (oauthError) {
    const description = params.get('error_description') || t('auth.sso.unknownError');
    return <FailureCard loginPath={loginPath} message={t('auth.sso.oauthError', { code: oauthError, description })} />;
  }
  if (failure) return <FailureCard loginPath={loginPath} message={failure} />;
  return <Spinner label={auth.isAuthenticated ? t('auth.status.redirecting') : t('auth.sso.loading')} />;
}

export default function SsoCallbackIsland({ locale, resources, fallback }: AuthI18nProps) {
  return (
    <AuthI18n locale={locale} resources={resources} fallback={fallback}>
      <Callback locale={locale} />
    </AuthI18n>
  );
}
