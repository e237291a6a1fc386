import { useNotify } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { UPDATE_OWN_DATA } from '../../contracts/user';
import { useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';
import { validateOwnData, type OwnData } from './validateOwnData';

const EVERY_FIELD_TOUCHED = { firstName: true, lastName: true, email: true, username: true };

/**
 * The own-data form (spec §5): the signed-in user's names, e-mail and username, each rule
 * shown once its field is touched (all on submit); saved trimmed with `PUT user/self`
 * (the username is no one's own to change), then kept in the session, said, and closed.
 */
export function useOwnDataForm(onSaved: () => void) {
  const notify = useNotify();
  const showError = useErrorDialog();
  const { store } = useAppSession();
  const user = store.user();
  const update = useCallMutation(UPDATE_OWN_DATA);
  const [values, setValues] = useState<OwnData>({
    firstName: user?.info.firstName ?? '',
    lastName: user?.info.lastName ?? '',
    email: user?.info.email ?? '',
    username: user?.info.username ?? user?.username ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<keyof OwnData, boolean>>>({});
  const errors = validateOwnData(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(EVERY_FIELD_TOUCHED);
    if (Object.keys(errors).length > 0 || update.isPending) return;
    try {
      const { data } = await update.mutateAsync({
        body: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() },
      });
      store.setUserInfo({ ...user?.info, ...data });
      notify('USER.USER_SUCCESSFULLY_UPDATED', { type: 'success' });
      onSaved();
    } catch (error) {
      showError(error);
    }
  };

  return {
    values,
    change: (field: keyof OwnData, text: string) => setValues((current) => ({ ...current, [field]: text })),
    touch: (field: keyof OwnData) => setTouched((current) => ({ ...current, [field]: true })),
    /** The message key of a touched field's broken rule. */
    errorOf: (field: keyof OwnData) => (touched[field] ? errors[field] : undefined),
    saving: update.isPending,
    submit,
  };
}
