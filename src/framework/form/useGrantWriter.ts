import { usePermissions } from 'ra-core';
import { useMemo } from 'react';
import { grantWriterOf, type GrantWriter } from './grantedFieldOptions';

/** The signed-in writer from react-admin's permissions (`{ roles, userId, scopes }`), for SchemaForm's `writer`; undefined until known. */
export function useGrantWriter(): GrantWriter | undefined {
  const { permissions } = usePermissions<unknown>();
  return useMemo(() => grantWriterOf(permissions), [permissions]);
}
