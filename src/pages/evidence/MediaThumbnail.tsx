import Box from '@mui/material/Box';
import DescriptionIcon from '@mui/icons-material/Description';
import { useEffect, useState } from 'react';
import type { EvidenceMedia } from '../../contracts/evidence';
import { useAppSession } from '../../shell/AppSessionContext';
import { downloadTaskMedia } from './evidenceCalls';

const SIZE = 48;

/** A small preview of a photo (fetched with the session's headers), an icon for any other file. */
export function MediaThumbnail({ media }: { media: EvidenceMedia }) {
  const { http } = useAppSession();
  const [src, setSrc] = useState<string | undefined>();
  const isImage = media.type?.startsWith('image/') ?? /\.(png|jpe?g)$/i.test(media.mediaUrl);
  useEffect(() => {
    if (!isImage) return;
    let url: string | undefined;
    let live = true;
    downloadTaskMedia(http, media.mediaUrl).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [http, isImage, media.mediaUrl]);
  if (src) return <Box component="img" src={src} alt="" sx={{ width: SIZE, height: SIZE, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />;
  return <DescriptionIcon sx={{ width: SIZE, height: SIZE, color: 'text.secondary', flexShrink: 0 }} />;
}
