import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually, unexpectedConsoleErrors } from './support/appJourneys';
import { localeText } from './support/localeText';
import { readFixture } from './support/readFixture';

interface Task {
  _id: string;
  activityId: string;
  status: number;
  medias?: unknown[];
}
interface Activity {
  _id: string;
  isDeleted?: boolean;
}

const text = (key: string, values?: Record<string, string | number>) => localeText('en', key, values);
const live = new Set(
  readFixture<Activity>('activity')
    .filter((activity) => activity.isDeleted !== true)
    .map((activity) => activity._id),
);
const task = readFixture<Task>('activity-task').find((candidate) => (candidate.medias ?? []).length === 0 && live.has(candidate.activityId)) as Task;
/** A real photo of the seeded evidence, sent under a name of the test's own. */
const PHOTO = readFileSync(join(process.cwd(), 'fixtures', 'media', '686e62c798411a74c5e72c75', 'cb622b19be70d79d62386c6d.png'));
const PHOTO_NAME = 'e2e-flange-check.png';

async function openInEnglish(page: Page, appUrl: string, hash: string) {
  await page.goto(`${appUrl}${hash}`);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
}

/** The bytes of a file the page hands to the browser as a download. */
async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

describe('evidence in the browser (en)', () => {
  const { withPage, url } = appJourneys();

  test('a photo uploaded on a task shows in its evidence and on its timeline, then in the activity report and the evidence zip', async () => {
    if (!task) throw new Error('fixtures/activity-task.json has no task without evidence on a live activity');
    const session = await withPage('evidence', async (page) => {
      await openInEnglish(page, url(), `#/timeline/activity/${task.activityId}/task/${task._id}`);
      await page.getByRole('heading', { name: text('app.pages.timeline_activity_task.title'), level: 1 }).waitFor();
      await page.getByText(text('app.evidence.empty')).waitFor();

      await page.locator('input[type="file"]').setInputFiles({ name: PHOTO_NAME, mimeType: 'image/png', buffer: PHOTO });
      await page.getByLabel(text('app.evidence.description_of', { name: PHOTO_NAME })).fill('Flange after the torque check');
      // The singular of the message (polyglot's `||||` plural forms).
      await page.getByRole('button', { name: text('app.evidence.upload', { smart_count: 1 }).split(' |||| ')[0] }).click();
      const listed = page.getByTestId('task-media');
      await eventually(() => listed.count()).toBe(1);
      expect(await listed.first().innerText()).toContain(PHOTO_NAME);
      // Its thumbnail is drawn (fetched with the session's token, shown from an object address the page's policy allows).
      await eventually(() =>
        listed
          .first()
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).toBe(true);
      // The upload is on the task's timeline, with who made it.
      await page.locator('[data-testid="timeline-entry"][data-kind="media"]').first().waitFor();
      // The task is named by its activity and catalogue task, never by raw ids.
      expect(await page.getByTestId('timeline-subject').innerText()).not.toContain(task.activityId);

      // The activity's report and evidence zip hold the new photo.
      await page.goto(`${url()}#/activities/${task.activityId}/show`);
      const reportButton = page.getByRole('button', { name: text('app.evidence.report') });
      await reportButton.waitFor();
      const [report] = await Promise.all([page.waitForEvent('download'), reportButton.click()]);
      const pdf = await bytesOf(report);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(PHOTO.length);

      const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text('app.evidence.zip') }).click()]);
      const archive = await bytesOf(zip);
      expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
      // Entries are stored whole (photos and PDFs do not compress): the name and the photo's bytes are in the archive.
      expect(archive.includes(Buffer.from(PHOTO_NAME))).toBe(true);
      expect(archive.includes(PHOTO)).toBe(true);
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
  });
});
