/** Which hosted form the login route shows (shared by LoginIsland and the lazily loaded ClerkForm). */
export type LoginView = 'sign-in' | 'sign-up' | 'factor-one';
