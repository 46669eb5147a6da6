/**
 * Whether a Clerk session probably exists, read without loading Clerk: the flag clerk.ts keeps in
 * localStorage, or Clerk's `__client_uat` cookie (the time of the last sign-in; `0` when signed out).
 * The header loads Clerk only when this says yes, so signed-out visitors never load it on content pages.
 */
export const CLERK_SESSION_HINT_KEY = 'auth.clerkSignedIn';

export function clientUatSignedIn(cookie: string): boolean {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name && /^__client_uat(_[A-Za-z0-9-]+)?$/.test(name) && value && value !== '0') return true;
  }
  return false;
}

export function hasClerkSessionHint(): boolean {
  try {
    if (localStorage.getItem(CLERK_SESSION_HINT_KEY) === '1') return true;
  } catch {
    /* storage unavailable */
  }
  try {
    return clientUatSignedIn(document.cookie);
  } catch {
    return false;
  }
}

export function setClerkSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(CLERK_SESSION_HINT_KEY, '1');
    else localStorage.removeItem(CLERK_SESSION_HINT_KEY);
  } catch {
    /* storage unavailable: the header then shows the login link until an auth page loads Clerk */
  }
}
