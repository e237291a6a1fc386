/** A message the demo API would e-mail: it prints it instead (or hands it to a test). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The link the message carries (a password reset link), when any. */
  link?: string;
}

export type Outbox = (mail: OutgoingMail) => void;

/** Prints each message on the server console, as the demo's stand-in for e-mail. */
export const consoleOutbox: Outbox = (mail) => {
  console.log(`[demo api] e-mail to ${mail.to}: ${mail.subject}\n  ${mail.text}${mail.link ? `\n  ${mail.link}` : ''}`);
};
