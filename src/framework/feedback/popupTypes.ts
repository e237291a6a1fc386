import type { ReactNode } from 'react';

/** The global popup's types: its icon and colour. */
export const POPUP_TYPES = ['ERROR', 'WARNING', 'SUCCESS', 'INFO'] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

/**
 * The popup's action types: `aux` runs and keeps the popup open (copy errors); `return`,
 * `close` close it; `back` closes it and goes back a page; `callback` runs, with the
 * reason when the popup asks for one, and closes it.
 */
export type PopupActionType = 'aux' | 'return' | 'close' | 'back' | 'callback';

export interface PopupAction {
  type: PopupActionType;
  /** Message key or text. */
  label: string;
  onClick?: (reason: string) => void;
  /** The main action: filled, and focused first. */
  primary?: boolean;
}

export interface PopupOptions {
  type: PopupType;
  /** Message keys or texts, translated when a key exists. */
  title: string;
  subtitle?: string;
  items?: string[];
  /** A collapsible section (details, a technical summary). */
  accordion?: { title: string; content: ReactNode };
  footer?: string;
  /** An optional reason textarea (labelled Motive by default); a callback action receives it. */
  reason?: { label?: string; required?: boolean };
  /** Default: one Return button. */
  actions?: PopupAction[];
  /** The application's popup width (`theme.popup.width`, 490 px by default) unless given (660 px for the import reports); at most 40vw. */
  width?: number;
}
