import { useState, type FormEvent } from 'react';
import { FORGOT_PASSWORD } from '../../contracts/session';
import { useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { isValidEmail } from '../../framework/formats/email';

/** The forgot-password form: one required, well-formed e-mail (its rule shown once touched), sent trimmed; `sent` once the mail is on its way. */
export function useForgotPassword() {
  const showError = useErrorDialog();
  const send = useCallMutation(FORGOT_PASSWORD);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = !email.trim() ? 'FIELD_IS_REQUIRED' : !isValidEmail(email.trim()) ? 'ENTER_VALID_EMAIL' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    try {
      await send.mutateAsync({ body: { email: email.trim() } });
    } catch (error) {
      showError(error);
    }
  };

  return { email, setEmail, touch: () => setTouched(true), problem: touched ? problem : undefined, sent: send.isSuccess, busy: send.isPending, submit };
}
