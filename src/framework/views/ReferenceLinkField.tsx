import ErrorIcon from '@mui/icons-material/Error';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { LinkBase, useCreatePath, useFieldValue, useGetRecordRepresentation, useReferenceFieldController, type Identifier } from 'ra-core';
import type { MouseEvent } from 'react';
import { LinearProgress } from 'react-admin';
import { useRequestMeta } from '../data/RequestMetaContext';
import { useKnownReferenceLabel } from './KnownReferenceLabels';
import { RestrictedReference } from './RestrictedReference';
import { useReferenceAccess, type ReferenceLink } from './useReferenceAccess';

export interface ReferenceLinkFieldProps {
  /** The record's property holding the referenced id. */
  source: string;
  /** The referenced resource's name. */
  reference: string;
  /** Read by react-admin's Datagrid and SimpleShowLayout for the column header / row label. */
  label?: string;
  sortable?: boolean;
  /** Shown when the record points at nothing. */
  emptyText?: string;
  /** False: the name alone, for a place that is itself a link (a row of a phone's list). */
  link?: boolean;
}

/** The class names of the field's parts, for tests and theme overrides. */
export const ReferenceLinkFieldClasses = {
  root: 'ReferenceLinkField-root',
  link: 'ReferenceLinkField-link',
} as const;

/** body2 text; the link looks like MUI's (underlined in a lighter primary, solid on hover). */
const Root = styled('span', { name: 'ReferenceLinkField', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  [`& .${ReferenceLinkFieldClasses.link}`]: {
    color: (theme.vars ?? theme).palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
}));

// A click on the link opens the record, not the row it sits in.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * The referenced record by its representation, linked to the screen of it the user may open
 * (show, else edit, else plain text): react-admin's reference controller (same request and
 * cache as its `ReferenceField`, so a list's prefetched references show at once) drawn with
 * one styled element instead of eight, since a list draws one per row and column. A record
 * the user's role may not read is not asked for: the field shows what the app knows of it.
 */
export function ReferenceLinkField({ source, reference, emptyText = '—', link = true }: ReferenceLinkFieldProps) {
  const access = useReferenceAccess(reference);
  if (access.isPending) return <LinearProgress />;
  if (!access.mayRead) return <UnreadReference source={source} reference={reference} emptyText={emptyText} />;
  return <ReadReference source={source} reference={reference} emptyText={emptyText} link={link ? access.link : false} />;
}

/** What the record points at, by the label the app knows, without asking the API. */
function UnreadReference({ source, reference, emptyText }: { source: string; reference: string; emptyText: string }) {
  const id = useFieldValue({ source }) as Identifier | null | undefined;
  const knownLabel = useKnownReferenceLabel();
  if (id === null || id === undefined || id === '') return <Root className={ReferenceLinkFieldClasses.root}>{emptyText}</Root>;
  const label = knownLabel(reference, id);
  return <Root className={ReferenceLinkFieldClasses.root}>{label ?? <RestrictedReference />}</Root>;
}

function ReadReference({ source, reference, emptyText, link }: { source: string; reference: string; emptyText: string; link: ReferenceLink }) {
  // The path is made here from the record drawn: the controller's own path is state set in
  // an effect, so for one commit after a late read it still points at the row's record.
  const meta = useRequestMeta();
  const { referenceRecord, error, isLoading } = useReferenceFieldController({ source, reference, link: false, ...(meta ? { queryOptions: { meta } } : {}) });
  const representation = useGetRecordRepresentation(reference);
  const createPath = useCreatePath();
  if (error && referenceRecord == null) {
    return (
      <span>
        <ErrorIcon role="presentation" color="error" fontSize="small" />
        <span style={visuallyHidden}>{error.message}</span>
      </span>
    );
  }
  if (isLoading) return <LinearProgress />;
  if (referenceRecord == null) return <Root className={ReferenceLinkFieldClasses.root}>{emptyText}</Root>;
  if (!link) return <Root className={ReferenceLinkFieldClasses.root}>{representation(referenceRecord)}</Root>;
  const path = createPath({ resource: reference, id: referenceRecord.id, type: link });
  return (
    <Root className={ReferenceLinkFieldClasses.root}>
      <LinkBase to={path} className={ReferenceLinkFieldClasses.link} onClick={stopPropagation} state={{ _scrollToTop: true }}>
        {representation(referenceRecord)}
      </LinkBase>
    </Root>
  );
}
