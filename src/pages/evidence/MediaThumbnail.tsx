import { createElement } from 'react';
import Box from '@mui/material/Box';
import type { EvidenceMedia } from '../../contracts/evidence';
import { fileIconOf } from './fileIcon';
import { useMediaPreview } from './useMediaPreview';

const SIZE = 48;

/** A small preview of a photo (fetched with the session's headers); any other file, or a photo not loaded, its icon by extension (spec §9). */
export function MediaThumbnail({ media }: { media: EvidenceMedia }) {
  const src = useMediaPreview(media);
  if (src) return <Box component="img" src={src} alt="" sx={{ width: SIZE, height: SIZE, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />;
  // The icon is one of a fixed table's components, not one made here: createElement says so.
  return createElement(fileIconOf(media.originalMediaName ?? media.mediaUrl), { sx: { width: SIZE, height: SIZE, color: 'text.secondary', flexShrink: 0 } });
}
