import ArticleIcon from '@mui/icons-material/Article';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import VideoFileIcon from '@mui/icons-material/VideoFile';
import { describe, expect, it } from 'vitest';
import { extensionOf, fileIconOf } from './fileIcon';

describe('fileIconOf (spec §9)', () => {
  it('gives the kinds the spec names their icon, whatever the case or query', () => {
    expect(fileIconOf('media/t1/m1.pdf')).toBe(PictureAsPdfIcon);
    expect(fileIconOf('Relatório.XLSX')).toBe(TableChartIcon);
    expect(fileIconOf('clip.mp4?download=1')).toBe(VideoFileIcon);
    expect(fileIconOf('notes.docx')).toBe(ArticleIcon);
  });

  it('shows an image icon for anything else, a name without extension too', () => {
    expect(fileIconOf('photo.heic')).toBe(ImageIcon);
    expect(fileIconOf('media/t1.d/README')).toBe(ImageIcon);
  });

  it('reads the extension of the last segment only', () => {
    expect(extensionOf('media/t1.d/README')).toBe('');
    expect(extensionOf('a/b.PDF#page=2')).toBe('pdf');
  });
});
