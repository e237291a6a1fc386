import type { SvgIconComponent } from '@mui/icons-material';
import ArticleIcon from '@mui/icons-material/Article';
import AudioFileIcon from '@mui/icons-material/AudioFile';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import TableChartIcon from '@mui/icons-material/TableChart';
import VideoFileIcon from '@mui/icons-material/VideoFile';

/** Spec §9, file icons by extension: these kinds have their own; anything else shows an image icon. */
const ICON_BY_EXTENSION: Readonly<Record<string, SvgIconComponent>> = {
  mp4: VideoFileIcon,
  wav: AudioFileIcon,
  pdf: PictureAsPdfIcon,
  xls: TableChartIcon,
  xlsx: TableChartIcon,
  ppt: SlideshowIcon,
  pptx: SlideshowIcon,
  doc: ArticleIcon,
  docx: ArticleIcon,
};

/** The extension of a file name or address, lower-cased, its query left out (`a/b.PDF?x=1` → `pdf`). */
export function extensionOf(name: string): string {
  const path = name.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : '';
}

/** The icon of a file by its name's extension. */
export function fileIconOf(name: string): SvgIconComponent {
  return ICON_BY_EXTENSION[extensionOf(name)] ?? ImageIcon;
}
