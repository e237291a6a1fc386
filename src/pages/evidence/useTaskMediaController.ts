import { useMutation } from '@tanstack/react-query';
import { useGetOne, useTranslate } from 'ra-core';
import { useState } from 'react';
import { DELETE_MEDIA, EVIDENCE_UPLOAD, type EvidenceMedia } from '../../contracts/evidence';
import { useCallClient } from '../../framework/contracts/CallClientContext';
import { useCallMutation } from '../../framework/contracts/useCall';
import { saveBlob } from '../../framework/data/saveBlob';
import { downloadTaskMedia, failureText, uploadTaskMedias } from './evidenceCalls';

/** Checked in the browser too, so a refusal comes before the bytes are sent; the server checks again. */
export const MAX_BYTES = EVIDENCE_UPLOAD.fileBytes;
/** The task resource, whose record holds the evidence (`medias`). */
const TASK_RESOURCE = 'activity-task';

/** A file chosen for upload and the description typed for it. */
export interface ChosenFile {
  file: File;
  description: string;
}

export interface TaskMediaParams {
  taskId: string;
  /** Called once a file was sent or deleted (the page around shows the change elsewhere too). */
  onChange?: (() => void) | undefined;
}

/**
 * The evidence of one activity task: its files (the task record's `medias`), files chosen
 * with a description each and their upload with its progress, a file's download (with the
 * encoded-address retry), and the file being deleted with its reason. One message at a
 * time: each new action forgets the last failure.
 */
export function useTaskMediaController({ taskId, onChange }: TaskMediaParams) {
  const translate = useTranslate();
  const { http } = useCallClient();
  const task = useGetOne(TASK_RESOURCE, { id: taskId });
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [tooLarge, setTooLarge] = useState<string | undefined>();
  const [progress, setProgress] = useState(0);
  const [deleting, setDeleting] = useState<EvidenceMedia | undefined>();
  const [reason, setReason] = useState('');
  const changed = () => {
    void task.refetch();
    onChange?.();
  };
  // XMLHttpRequest, not the HTTP client: fetch reports no upload progress.
  const upload = useMutation({
    mutationFn: (files: readonly ChosenFile[]) => uploadTaskMedias(taskId, files, setProgress),
    onMutate: () => setProgress(0),
  });
  // A header, not the call's input, names the file, and a failure is tried once more encoded: the download is its own function.
  const download = useMutation({ mutationFn: (media: EvidenceMedia) => downloadTaskMedia(http, media.mediaUrl) });
  const remove = useCallMutation(DELETE_MEDIA);
  const forgetFailures = () => {
    setTooLarge(undefined);
    upload.reset();
    download.reset();
    remove.reset();
  };
  const failure = upload.error ?? download.error ?? remove.error ?? task.error;
  const medias = task.data && Array.isArray(task.data.medias) ? (task.data.medias as EvidenceMedia[]) : [];
  return {
    medias,
    error: tooLarge ?? (failure ? failureText(failure, translate) : undefined),
    chosen,
    choose: (files: readonly File[]) => {
      forgetFailures();
      const large = files.find((file) => file.size > MAX_BYTES);
      if (large) {
        setTooLarge(translate('app.evidence.too_large', { name: large.name, limit: MAX_BYTES / 1024 / 1024 }));
        return;
      }
      setChosen(files.map((file) => ({ file, description: '' })));
    },
    describe: (index: number, description: string) => setChosen((current) => current.map((entry, at) => (at === index ? { ...entry, description } : entry))),
    send: () => {
      forgetFailures();
      upload.mutateAsync(chosen).then(
        () => {
          setChosen([]);
          changed();
        },
        () => undefined,
      );
    },
    /** The share of the upload sent (0..1) while it is on its way, else undefined. */
    progress: upload.isPending ? progress : undefined,
    download: (media: EvidenceMedia) => {
      forgetFailures();
      download.mutateAsync(media).then(
        (blob) => saveBlob(blob, media.originalMediaName ?? 'evidence'),
        () => undefined,
      );
    },
    deleting,
    setDeleting,
    reason,
    setReason,
    confirmDelete: () => {
      if (!deleting?._id) return;
      forgetFailures();
      remove.mutateAsync({ params: { id: taskId, mediaId: deleting._id }, body: { reasonDeletingRegistersOrMedias: reason.trim() } }).then(
        () => {
          setDeleting(undefined);
          setReason('');
          changed();
        },
        () => undefined,
      );
    },
  };
}
