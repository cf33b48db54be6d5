import type { CasePhoto, casePhotoSizes } from '@idl/api-contract';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { imageRequired } from '../uploads/image-upload';
import { imageFileKey, storeImageFiles } from '../uploads/images';
import type { FileStorage } from '../uploads/storage';
import { caseAccess } from './case-access';
import { caseMessagesRepository } from './case-messages.repository';
import { casesRepository, type CaseRow } from './cases.repository';

/** Photos one account may have added to a case and not sent yet: enough for a few messages. */
export const UNSENT_PHOTOS_PER_CASE = 12;
type Size = (typeof casePhotoSizes)[number];
type ImageReader = () => Promise<Buffer | undefined>;

/**
 * Photos of a case's conversation: decoded and re-encoded like every image upload, kept in the
 * case-file storage, and served only to the case's office and the lab (a photo not yet sent, only
 * to the account that added it).
 */
export function casePhotosService(deps: Deps, storage: FileStorage, maxPixels: number) {
  const cases = casesRepository(deps.database.db);
  const photos = caseMessagesRepository(deps.database.db);
  const { officeCase, labCase } = caseAccess(deps);

  /** `readImage` reads the upload once the account may add to the case, so no stranger's is decoded. */
  async function add(user: AuthUser, row: CaseRow, readImage: ImageReader): Promise<CasePhoto> {
    const image = await readImage();
    if ((await photos.unsentPhotoCount(row.id, user.id)) >= UNSENT_PHOTOS_PER_CASE) {
      throw conflict(
        `You have ${UNSENT_PHOTOS_PER_CASE} photos waiting to be sent: send them in a message before adding more.`,
      );
    }
    if (!image) throw imageRequired();
    const stored = await storeImageFiles(storage, image, maxPixels);
    const id = await photos.insertPhoto({
      case_id: row.id,
      uploaded_by: user.id,
      message_id: null,
      file_id: stored.id,
      width: stored.width,
      height: stored.height,
      created_at: deps.now().toISOString(),
    });
    return { id, width: stored.width, height: stored.height };
  }

  async function file(user: AuthUser, row: CaseRow, photoId: number, size: Size): Promise<Buffer> {
    const photo = await photos.findPhoto(row.id, photoId);
    if (!photo || (photo.message_id === null && photo.uploaded_by !== user.id)) throw notFound('The photo');
    const bytes = await storage.get(imageFileKey(photo.file_id, size));
    if (!bytes) throw notFound('The photo');
    // A thumbnail is part of reading the conversation (recorded as such); opening the photo is a view.
    if (size !== 'thumbnail') {
      await cases.record({
        case_id: row.id,
        user_id: user.id,
        action: 'view',
        detail: `Opened photo ${photo.id}`,
        at: deps.now().toISOString(),
      });
    }
    return bytes;
  }

  return {
    async addMine(user: AuthUser, caseId: number, readImage: ImageReader) {
      return add(user, await officeCase(user, caseId), readImage);
    },
    async mine(user: AuthUser, caseId: number, photoId: number, size: Size) {
      return file(user, await officeCase(user, caseId), photoId, size);
    },
    async add(admin: AuthUser, caseId: number, readImage: ImageReader) {
      return add(admin, await labCase(caseId), readImage);
    },
    async file(admin: AuthUser, caseId: number, photoId: number, size: Size) {
      return file(admin, await labCase(caseId), photoId, size);
    },
  };
}
