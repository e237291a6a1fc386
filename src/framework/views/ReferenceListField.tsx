import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useFieldValue, type Identifier } from 'ra-core';
import { LinearProgress, ReferenceArrayField, SingleFieldList } from 'react-admin';
import { useKnownReferenceLabel } from './KnownReferenceLabels';
import { RestrictedReference } from './RestrictedReference';
import { useReferenceAccess } from './useReferenceAccess';

export interface ReferenceListFieldProps {
  /** The record's property holding the list of referenced ids. */
  source: string;
  /** The referenced resource's name. */
  reference: string;
  /** Read by react-admin's Datagrid and SimpleShowLayout for the column header / row label. */
  label?: string;
  sortable?: boolean;
}

/**
 * A list of references as chips, each linked to the screen of its record the user may open
 * (show, else edit, else none). Records the user's role may not read are not asked for: the
 * labels the app knows show as chips, the rest as one "no access".
 */
export function ReferenceListField({ source, reference }: ReferenceListFieldProps) {
  const access = useReferenceAccess(reference);
  if (access.isPending) return <LinearProgress />;
  if (!access.mayRead) return <UnreadReferenceList source={source} reference={reference} />;
  return (
    <ReferenceArrayField source={source} reference={reference}>
      <SingleFieldList linkType={access.link} />
    </ReferenceArrayField>
  );
}

function UnreadReferenceList({ source, reference }: { source: string; reference: string }) {
  const value = useFieldValue({ source }) as unknown;
  const knownLabel = useKnownReferenceLabel();
  const ids = (Array.isArray(value) ? value : []).filter((id): id is Identifier => typeof id === 'string' || typeof id === 'number');
  const known = ids.flatMap((id) => {
    const label = knownLabel(reference, id);
    return label === undefined ? [] : [{ id, label }];
  });
  return (
    <Stack direction="row" spacing={1} useFlexGap component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {known.map(({ id, label }) => (
        <Chip key={String(id)} component="span" size="small" label={label} />
      ))}
      {known.length < ids.length && <RestrictedReference />}
    </Stack>
  );
}
