import { useLogout, useNotify } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { JOIN_PROJECT_REQUEST } from '../../contracts/user';
import { useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';

/** The join request's form: a required message (shown missing once touched), sent trimmed; sent, it says so and signs out. */
export function useJoinProjectRequest() {
  const notify = useNotify();
  const logout = useLogout();
  const showError = useErrorDialog();
  const send = useCallMutation(JOIN_PROJECT_REQUEST);
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!message.trim()) return;
    try {
      await send.mutateAsync({ body: { message: message.trim() } });
      notify('auth.join_project.sent', { type: 'success' });
      await logout();
    } catch (error) {
      showError(error);
    }
  };

  return {
    message,
    setMessage,
    touch: () => setTouched(true),
    missing: touched && message.trim() === '',
    busy: send.isPending,
    submit,
    cancel: () => void logout(),
  };
}
