import { IMPORT_TEMPLATE } from '../../contracts/imports';
import { useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { saveBlob } from '../../framework/data/saveBlob';

/** Downloads the definition's template workbook (`<template>.xlsx`); a failure opens the error dialog. */
export function useImportTemplate(definition: ImportDefinition): () => Promise<void> {
  const showError = useErrorDialog();
  const template = useCallMutation(IMPORT_TEMPLATE);
  return async () => {
    const file = `${definition.template}.xlsx`;
    try {
      saveBlob(await template.mutateAsync({ params: { file } }), file);
    } catch (error) {
      showError(error);
    }
  };
}
