import { useNotify, useRedirect, useTranslate, type RaRecord } from 'ra-core';
import { useCallback } from 'react';
import { resourceNotice, type RecordEvent } from '../feedback/resourceNotice';
import type { ResourceModel } from '../registry/types';

/**
 * `mutationOptions.onSuccess` of a create or an edit: the resource's own toast ("Atividade
 * criada", never react-admin's generic "Element created"), then the record's page (its
 * show page when the resource has one, else the list), or `backTo` when the screen names one.
 */
export function useSavedRedirect(resource: ResourceModel, event: Extract<RecordEvent, 'created' | 'updated'>, backTo?: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return useCallback(
    (data: RaRecord) => {
      notify(resourceNotice(translate, resource.name, event), { type: 'success' });
      if (backTo) redirect(backTo);
      else redirect(resource.operations.includes('show') ? 'show' : 'list', resource.name, data.id, data);
    },
    [notify, redirect, translate, resource, event, backTo],
  );
}
