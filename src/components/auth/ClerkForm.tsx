/** Clerk's sign-in or sign-up form (path routing: /login/factor-one and other steps are Clerk's). */
import { SignIn, SignUp } from '@clerk/astro/react';
import type { LoginView } from './types';

interface Props {
  view: LoginView;
  loginPath: string;
  signUpPath: string;
  /** Where to go after signing in or up. */
  target: string;
}

export default function ClerkForm({ view, loginPath, signUpPath, target }: Props) {
  return view === 'sign-up' ? (
    <SignUp routing="path" path={signUpPath} signInUrl={loginPath} fallbackRedirectUrl={target} />
  ) : (
    <SignIn routing="path" path={loginPath} signUpUrl={signUpPath} fallbackRedirectUrl={target} />
  );
}
