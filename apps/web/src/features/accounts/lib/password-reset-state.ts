import { userSchema, type User } from '@sns/contract';

/**
 * docs/decisions/d5-password-reset-grant.md: a verified reset code does not sign the user in. The
 * verified profile is kept for the redefine-password step only, in this tab's session storage —
 * never as the current user, so the menus stay logged out.
 */
export const PASSWORD_RESET_KEY = 'passwordResetUser';

export function savePasswordResetUser(user: User) {
  try {
    sessionStorage.setItem(PASSWORD_RESET_KEY, JSON.stringify(user));
  } catch {
    // Storage refused (private mode): the redefine step will ask to start again.
  }
}

export function readPasswordResetUser(): User | null {
  try {
    const raw = sessionStorage.getItem(PASSWORD_RESET_KEY);
    if (!raw) return null;
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPasswordResetUser() {
  try {
    sessionStorage.removeItem(PASSWORD_RESET_KEY);
  } catch {
    // Nothing to clear.
  }
}
