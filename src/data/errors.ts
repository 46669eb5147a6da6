/**
 * Errors of loading and saving a user's data. Each has a code (translated under `auth.errors.<code>` in
 * common.json) and, in English, the exact message of the product spec; an update error carries the
 * database's own message.
 */
export type UserDataErrorCode =
  'createProfileFailed' | 'loadProfileFailed' | 'loadDataFailed' | 'noAuthenticatedUser' | 'updateFailed';

export const USER_DATA_ERROR_MESSAGES: Record<Exclude<UserDataErrorCode, 'updateFailed'>, string> = {
  createProfileFailed: 'Failed to create user profile',
  loadProfileFailed: 'Failed to load user profile',
  loadDataFailed: 'Failed to load user data',
  noAuthenticatedUser: 'No authenticated user',
};

export class UserDataError extends Error {
  readonly code: UserDataErrorCode;
  constructor(code: UserDataErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? (code === 'updateFailed' ? 'Update failed' : USER_DATA_ERROR_MESSAGES[code]), options);
    this.name = 'UserDataError';
    this.code = code;
  }
}

/**
 * The text shown for an error: the translated message for a known code, the error's own message for an
 * update error or an unknown error.
 */
export function userDataErrorText(
  err: unknown,
  translate: (code: Exclude<UserDataErrorCode, 'updateFailed'>) => string,
): string {
  if (err instanceof UserDataError) return err.code === 'updateFailed' ? err.message : translate(err.code);
  if (err instanceof Error && err.message) return err.message;
  return translate('loadDataFailed');
}
