import ErrorIcon from '@mui/icons-material/Error';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { LinkBase, useCreatePath, useGetRecordRepresentation, useReferenceFieldController } from 'ra-core';
import type { MouseEvent } from 'react';
import { LinearProgress } from 'react-admin';
import { useRequestMeta } from '../data/RequestMetaContext';

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
 * The referenced record by its representation, linked to its show page: react-admin's
 * reference controller (same request and cache as its `ReferenceField`, so a list's
 * prefetched references show at once) drawn with one styled element instead of eight,
 * since a list draws one per row and column.
 */
export function ReferenceLinkField({ source, reference, emptyText = '—', link = true }: ReferenceLinkFieldProps) {
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
  const path = createPath({ resource: reference, id: referenceRecord.id, type: 'show' });
  return (
    <Root className={ReferenceLinkFieldClasses.root}>
      <LinkBase to={path} className={ReferenceLinkFieldClasses.link} onClick={stopPropagation} state={{ _scrollToTop: true }}>
        {representation(referenceRecord)}
      </LinkBase>
    </Root>
  );
}
