import { existsSync } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { isLocalMediaUrl, mediaPath, mediasOf } from './storedMedia';

/** What the report shows of one task. */
export interface ReportTask {
  order: unknown;
  name: string;
  status: string;
  /** The task's records, oldest first. */
  records: readonly string[];
  justification?: string;
  record: Readonly<Record<string, unknown>>;
}

export interface ReportContent {
  title: string;
  /** Plain ASCII line of the document information (the activity id), readable without a PDF reader. */
  subject: string;
  /** Label and value lines about the activity. */
  facts: readonly (readonly [string, string])[];
  tasks: readonly ReportTask[];
  dataDir: string;
}

const IMAGE = { width: 220, height: 160 } as const;

/**
 * The PDF of one activity (spec §7 `activity/{id}/report`): its facts, then each task with
 * its status, record, justification and evidence (photos drawn, other files named). It is
 * written while sent, page by page. pdfkit is loaded with the first report, not at the API's start.
 */
export function activityReport(content: ReportContent): Readable {
  const out = new PassThrough();
  import('pdfkit')
    .then(({ default: PDFDocument }) => {
      const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: content.title, Subject: content.subject } });
      doc.on('error', (error: Error) => out.destroy(error));
      doc.pipe(out);
      writeReport(doc, content);
    })
    .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

function writeReport(doc: PDFKit.PDFDocument, { title, facts, tasks, dataDir }: ReportContent): void {
  doc.fontSize(18).text(title);
  doc.moveDown(0.5).fontSize(10);
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);
  for (const task of tasks) {
    doc
      .moveDown()
      .fontSize(13)
      .text(`${String(task.order)}. ${task.name}`);
    doc.fontSize(10).text(`Status: ${task.status}`);
    for (const text of task.records) doc.text(`Record: ${text}`);
    if (task.justification) doc.text(`Justification: ${task.justification}`);
    for (const media of mediasOf(task.record)) {
      doc.text(`Evidence: ${media.originalMediaName ?? media.mediaUrl}${media.description ? ` (${media.description})` : ''}`);
      if (!isLocalMediaUrl(media.mediaUrl) || !/^image\/(png|jpeg)$/.test(media.type ?? '')) continue;
      const path = mediaPath(dataDir, media.mediaUrl);
      if (!existsSync(path)) continue;
      if (doc.y + IMAGE.height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      try {
        doc.image(path, { fit: [IMAGE.width, IMAGE.height] });
      } catch {
        doc.text('(image could not be read)');
      }
    }
  }
  doc.end();
}
