import type { Account } from '../auth/account';
import type { SessionContext } from './sessionContext';

/** Mails `account` a one-hour password reset link (forgot-password, user redefine-password). */
export function sendResetLink(context: SessionContext, account: Account): void {
  const link = context.resetLink(context.resets.create(account.id));
  context.outbox({
    to: account.email,
    subject: 'Redefinição de senha',
    text: `Olá ${account.firstName}, use o endereço abaixo para definir uma nova senha (válido por uma hora).`,
    link,
  });
}
