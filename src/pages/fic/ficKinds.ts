import { FIC_SCREEN_CALLS, type FicKind } from '../../contracts/fic';

/** The three FIC import screens (spec §2) and the calls of each (src/contracts/fic.ts). */
export interface FicScreen {
  kind: FicKind;
  /** `app.pages.<pageKey>`: the screen's title. */
  pageKey: string;
  /** The list, the import of the rows ticked, of every row the filter matches, and the aborted list. */
  calls: (typeof FIC_SCREEN_CALLS)[FicKind];
}

export const FIC_SCREENS: Readonly<Record<FicKind, FicScreen>> = {
  fvi: { kind: 'fvi', pageKey: 'fic_fvi_import', calls: FIC_SCREEN_CALLS.fvi },
  fvm: { kind: 'fvm', pageKey: 'fic_fvm_import', calls: FIC_SCREEN_CALLS.fvm },
  op: { kind: 'op', pageKey: 'fic_preservation_orders_import', calls: FIC_SCREEN_CALLS.op },
};
