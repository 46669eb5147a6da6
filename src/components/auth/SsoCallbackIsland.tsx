/**
 * /login/sso-callback: where an OAuth/SSO sign-in returns. Shows a spinner while auth loads; then, in the
 * spec's order: a signed-in user goes to the redirect target (see ssoRedirectTarget) even when the URL
 * carries an `error`; an `error` query shows the login-failed card; otherwise a signed-out visitor goes back
 * to /login (or Clerk completes the callback).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { clearClerkErrors, REDIRECT_AFTER_LOGIN_KEY, peekRedirect, ssoRedirectTarget } from '../../auth/redirect';
import { hasClerkSessionHint } from '../../auth/hint';
import { getAuthState } from '../../auth/store';
import { useAuth } from '../../auth/useAuth';
import { localizePath } from '../../i18n/locales';
import { AuthI18n, type AuthI18nProps } from './AuthI18n';
import { shownOAuthError } from './oauthError';
import { AuthCard, Spinner } from './parts';

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

function FailureCard({ message, loginPath }: { message: ReactNode; loginPath: string }) {
  const { t } = useTranslation('common');
  return (
    <AuthCard>
      <h1 className="text-xl font-bold">{t('auth.sso.failedTitle')}</h1>
      <div role="alert" className="error-text mt-3 break-words" data-sso-error>
        {message}
      </div>
      <a href={loginPath} className="btn-primary mt-6 w-full py-2.5">
        {t('auth.sso.backToLogin')}
      </a>
    </AuthCard>
  );
}

/**
 * The OAuth error of the URL (anyone can write one into a link): our own sentence first, then the spec's
 * "OAuth error: {code} - {description}" with only what shownOAuthError lets through, the provider's words
 * quoted. Plain text (React escapes it), never HTML.
 */
function OAuthErrorMessage({ code, description }: { code: string; description: string | null }) {
  const { t } = useTranslation('common');
  const shown = shownOAuthError(code, description);
  return (
    <>
      <p>{t('auth.sso.providerSaid')}</p>
      <p className="mt-2" data-oauth-error>
        {shown.code === null
          ? t('auth.sso.badAnswer')
          : t('auth.sso.oauthError', {
              code: shown.code,
              description:
                shown.description === null
                  ? t('auth.sso.unknownError')
                  : t('auth.sso.quoted', { text: shown.description }),
            })}
      </p>
    </>
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

  const logged = useRef(false);
  const logOauthError = useCallback(() => {
    if (logged.current) return;
    logged.current = true;
    console.error('OAuth sign-in failed', oauthError, params.get('error_description'));
  }, [oauthError, params]);

  useEffect(() => {
    if (oauthError && auth.loading && auth.isClerkEnabled && !hasClerkSessionHint()) {
      logOauthError();
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
    if (oauthError) {
      logOauthError();
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
  }, [auth, oauthError, failure, target, loginPath, signUpPath, t, logOauthError]);

  // Wait for auth only while the visitor may be signed in: without a Clerk session hint an error shows at once.
  const waitForAuth = auth.loading && (!oauthError || !auth.isClerkEnabled || hasClerkSessionHint());
  if (waitForAuth || auth.isAuthenticated) {
    return <Spinner label={auth.isAuthenticated ? t('auth.status.redirecting') : t('auth.sso.loading')} />;
  }
  if (oauthError) {
    return (
      <FailureCard
        loginPath={loginPath}
        message={<OAuthErrorMessage code={oauthError} description={params.get('error_description')} />}
      />
    );
  }
  if (failure) return <FailureCard loginPath={loginPath} message={<p>{failure}</p>} />;
  return <Spinner label={auth.isAuthenticated ? t('auth.status.redirecting') : t('auth.sso.loading')} />;
}

export default function SsoCallbackIsland({ locale, resources, fallback }: AuthI18nProps) {
  return (
    <AuthI18n locale={locale} resources={resources} fallback={fallback}>
      <Callback locale={locale} />
    </AuthI18n>
  );
}
