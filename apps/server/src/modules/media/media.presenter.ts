import type { Media } from '@thesis/domain';
import type { MediaRow } from './media.repository';

export function presentMedia(row: MediaRow, url: string): Media {
  return {
    id: row.id,
    uuid: row.uuid,
    url,
    extension: row.extension,
    file_name: row.file_name,
    mime_type: row.mime_type,
    size: row.size,
    collection: row.collection,
  };
}
