import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { EvidenceMedia } from '../../contracts/evidence';
import { useCallClient } from '../../framework/contracts/CallClientContext';
import { downloadTaskMedia } from './evidenceCalls';

/** Whether a file is a photo the page can preview. */
export const isPreviewable = (media: EvidenceMedia): boolean => media.type?.startsWith('image/') ?? /\.(png|jpe?g)$/i.test(media.mediaUrl);

/**
 * The address of a photo's preview, fetched with the session's headers (the file is no
 * public URL) and let go when no longer shown; undefined for another file, while it comes,
 * or when it failed (the view then shows an icon). Not `useCall`: a header, not the call's
 * input, names the file, and a failure is tried once more with the address encoded.
 */
export function useMediaPreview(media: EvidenceMedia): string | undefined {
  const { http, contextKey } = useCallClient();
  const previewable = isPreviewable(media);
  const blob = useQuery({
    queryKey: ['evidence-preview', media.mediaUrl, contextKey],
    queryFn: () => downloadTaskMedia(http, media.mediaUrl),
    enabled: previewable,
    retry: false,
    // A file's bytes do not change under its address.
    staleTime: Infinity,
  });
  const [preview, setPreview] = useState<{ blob: Blob; url: string }>();
  useEffect(() => {
    const data = blob.data;
    if (!data) return;
    const url = URL.createObjectURL(data);
    let live = true;
    // Shown from a callback, as an answer arrives, and let go with the effect.
    void Promise.resolve().then(() => live && setPreview({ blob: data, url }));
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [blob.data]);
  return preview && preview.blob === blob.data ? preview.url : undefined;
}
