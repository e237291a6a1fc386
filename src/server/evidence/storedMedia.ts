import { join, resolve, sep } from 'node:path';
import type { EvidenceMedia } from '../../contracts/evidence';
import { ApiError } from '../http/apiError';
import { MEDIA_TYPES } from './mediaTypes';

/** The name src/server/processInstances reads the evidence contract's EvidenceMedia by (one evidence file as a task keeps it). */
export type StoredMedia = EvidenceMedia;

/** The folder of uploaded evidence inside the demo's working data (never the fixtures). */
export const MEDIA_FOLDER = 'media';

const EXTENSIONS = MEDIA_TYPES.map((type) => type.extension).join('|');
/** The only shape a stored evidence address has: `media/<taskId>/<mediaId>.<ext>`. */
const MEDIA_URL = new RegExp(`^${MEDIA_FOLDER}/[0-9a-f]{24}/[0-9a-f]{24}\\.(${EXTENSIONS})$`);

export function mediaUrlOf(taskId: string, mediaId: string, extension: string): string {
  return `${MEDIA_FOLDER}/${taskId}/${mediaId}.${extension}`;
}

/** Whether the demo stores this address itself (fixtures may also point at outside addresses). */
export function isLocalMediaUrl(url: string): boolean {
  return MEDIA_URL.test(url);
}

/** The file behind a local address, inside the data folder; 400 INVALID_MEDIA_URL for anything else (`../`, another folder). */
export function mediaPath(dataDir: string, url: string): string {
  if (!isLocalMediaUrl(url))
    throw new ApiError(400, {
      error: 'INVALID_MEDIA_URL',
      message: `${JSON.stringify(url.slice(0, 200))} is not an evidence address of this server (media/<taskId>/<mediaId>.<ext>)`,
    });
  const folder = resolve(dataDir, MEDIA_FOLDER);
  const path = join(dataDir, url);
  if (!resolve(path).startsWith(folder + sep)) throw new ApiError(400, { error: 'INVALID_MEDIA_URL', message: 'The address leaves the evidence folder' });
  return path;
}

export function mediasOf(record: Readonly<Record<string, unknown>>): EvidenceMedia[] {
  const value = record.medias;
  return Array.isArray(value)
    ? value.filter((media): media is EvidenceMedia => typeof media === 'object' && media !== null && typeof (media as EvidenceMedia).mediaUrl === 'string')
    : [];
}
