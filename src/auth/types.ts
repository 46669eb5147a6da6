/** The signed-in user as the app sees it, whether from Clerk or from the demo sign-in. */
export interface AppUser {
  id: string;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  imageUrl: string | null;
  primaryEmailAddress: { emailAddress: string } | null;
  /** ISO 8601. */
  createdAt: string | null;
  /** ISO 8601. */
  lastSignInAt: string | null;
}

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

/** Auth state exposed to islands and the header. */
export interface AuthState {
  status: AuthStatus;
  isAuthenticated: boolean;
  user: AppUser | null;
  /** True until the provider has said whether someone is signed in. */
  loading: boolean;
  isLoaded: boolean;
  isClerkEnabled: boolean;
  isDevelopmentMode: boolean;
  /** Clerk could not be loaded (network, blocked script); the UI says so instead of spinning forever. */
  error: string | null;
}

export type AuthMode = 'clerk' | 'development';
