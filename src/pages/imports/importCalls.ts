import { WORKBOOK_FIELD } from '../../contracts/imports';

/** The workbook as a multipart body (its field as the import contracts name it). */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append(WORKBOOK_FIELD, file, file.name);
  return form;
}
