import { useState } from 'react';
import { useStoreContext } from 'ra-core';
import type { ConfigurableDatagridColumn } from 'react-admin';

/** A column of a configurable table: the field it shows and its label. */
export interface ChoosableColumn {
  source: string;
  label: string;
}

/**
 * Stores a configurable table's columns (and the ones hidden by default) before its first
 * render, as react-admin's `DatagridConfigurable` does in an effect after it: drawn first,
 * that table has no column to show, so its rows were drawn twice, the first time empty.
 * Columns already stored (the user's choice included) are kept, unless their count changed,
 * react-admin's own rule for storing them again.
 */
export function useSeededColumnChoices(preferenceKey: string, columns: readonly ChoosableColumn[], omit: readonly string[]): void {
  const store = useStoreContext();
  useState(() => {
    const key = `preferences.${preferenceKey}`;
    const stored: unknown = store.getItem(`${key}.availableColumns`);
    if (Array.isArray(stored) && stored.length === columns.length) return null;
    const available: ConfigurableDatagridColumn[] = columns.map((column, index) => ({ index: String(index), source: column.source, label: column.label }));
    store.setItem(`${key}.availableColumns`, available);
    store.setItem(`${key}.omit`, [...omit]);
    return null;
  });
}
