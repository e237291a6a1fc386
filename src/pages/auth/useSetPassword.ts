import { useState, type FormEvent } from 'react';
import { SET_PASSWORD, VALIDATE_RESET_TOKEN } from '../../contracts/session';
import { useCall, useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';

/** Where the reset stands: the link being checked, a link no longer valid, the form, or the password set. */
export type SetPasswordPhase = 'checking' | 'invalid' | 'ready' | 'done';

/** What is wrong with the two fields: nothing, the password missing, or the confirmation differing. */
export type PasswordProblem = 'FIELD_IS_REQUIRED' | 'auth.set_password.mismatch' | undefined;

/** The rule of the two fields: a password, and the same again. */
export const passwordProblem = (password: string, confirmation: string): PasswordProblem =>
  !password ? 'FIELD_IS_REQUIRED' : password !== confirmation ? 'auth.set_password.mismatch' : undefined;

/**
 * Setting a new password from a reset link: the token is checked first (no token is an
 * invalid link), then the two fields (their problem shown once submitted), then the
 * password is set with the token.
 */
export function useSetPassword(token: string) {
  const showError = useErrorDialog();
  const check = useCall(VALIDATE_RESET_TOKEN, { params: { token } }, { enabled: token !== '' });
  const save = useCallMutation(SET_PASSWORD);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = passwordProblem(password, confirmation);

  const phase: SetPasswordPhase = save.isSuccess ? 'done' : token === '' || check.isError ? 'invalid' : check.isSuccess ? 'ready' : 'checking';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    try {
      await save.mutateAsync({ body: { token, password } });
    } catch (error) {
      showError(error);
    }
  };

  return { phase, password, setPassword, confirmation, setConfirmation, problem: touched ? problem : undefined, submit };
}
