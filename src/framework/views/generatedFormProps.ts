import type { Identifier } from 'ra-core';
import type { ReactElement } from 'react';

/** What a hand-written screen may set on a generated create or edit view it shows. */
export interface GeneratedFormProps {
  /** The page's title (app bar and tab), instead of react-admin's "Create ..." / "Edit ...". */
  title?: string;
  /** The path the form leaves for after a save and on cancel, instead of the record's page or the list. */
  backTo?: string;
}

/** The same for an edit view, which may also be told its record instead of reading it from the address. */
export interface GeneratedEditProps extends GeneratedFormProps {
  /** The record to edit (a screen that takes it from its query, `?id=`), instead of the route's `:id`. */
  id?: Identifier;
  /** The buttons over the form (react-admin's: the record's show page), or `false` for none: a screen that is itself the record's page. */
  actions?: ReactElement | false;
}
