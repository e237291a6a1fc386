/** The sign-in feature's own routes (spec §2, public); the shell's sign-in route is LOGIN_ROUTE. */
export const FORGOT_PASSWORD_ROUTE = '/forgot-password';
/** Where the reset mail's link lands (`?token=`, or the token as the last segment). */
export const SET_PASSWORD_ROUTE = '/set-password';
