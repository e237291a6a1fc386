import Box from '@mui/material/Box';
import DescriptionIcon from '@mui/icons-material/Description';
import type { EvidenceMedia } from '../../contracts/evidence';
import { useMediaPreview } from './useMediaPreview';

const SIZE = 48;

/** A small preview of a photo (fetched with the session's headers), an icon for any other file. */
export function MediaThumbnail({ media }: { media: EvidenceMedia }) {
  const src = useMediaPreview(media);
  if (src) return <Box component="img" src={src} alt="" sx={{ width: SIZE, height: SIZE, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />;
  return <DescriptionIcon sx={{ width: SIZE, height: SIZE, color: 'text.secondary', flexShrink: 0 }} />;
}
