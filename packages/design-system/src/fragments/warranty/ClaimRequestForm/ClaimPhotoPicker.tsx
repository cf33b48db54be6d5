import { useState } from 'react';
import { FileTrigger, ProgressBar } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import * as styles from './ClaimPhotoPicker.css';

/** A photo attached to the claim: uploading (no `imageUrl` yet), uploaded, or refused. */
export interface ClaimPhoto {
  /** Stable key for the list (e.g. a counter given when the file was picked). */
  key: string;
  fileName: string;
  /** What the thumbnail shows: a local preview while uploading, the stored thumbnail after. */
  previewUrl?: string;
  /** Where the uploaded photo lives; sent with the claim. */
  imageUrl?: string;
  /** Upload progress from 0 to 100; without it the upload shows as busy. */
  progress?: number;
  /** Why this photo could not be uploaded. */
  errorMessage?: string;
}

export const MAX_CLAIM_PHOTOS = 6;

export const isUploading = (photo: ClaimPhoto) => !photo.imageUrl && !photo.errorMessage;

export interface ClaimPhotoPickerProps {
  photos: readonly ClaimPhoto[];
  onAddPhotos: (files: File[]) => void;
  onRemovePhoto: (key: string) => void;
  /** Error for the whole field (e.g. the reference and e-mail are needed first). */
  errorMessage?: string;
  isDisabled?: boolean;
}

/** Up to 6 photos for a claim: a file picker for images and removable thumbnails. */
export function ClaimPhotoPicker({
  photos,
  onAddPhotos,
  onRemovePhoto,
  errorMessage,
  isDisabled,
}: ClaimPhotoPickerProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const room = MAX_CLAIM_PHOTOS - photos.length;

  const accept = (files: File[]) => {
    const images = files.filter((file) => file.type.startsWith('image/'));
    const added = images.slice(0, Math.max(0, room));
    const notes = [];
    if (images.length < files.length) notes.push('Only image files can be added.');
    if (added.length < images.length) notes.push(`At most ${MAX_CLAIM_PHOTOS} photos can be added.`);
    setNotice(notes.length ? notes.join(' ') : null);
    if (added.length > 0) onAddPhotos(added);
  };

  return (
    <div
      className={styles.picker}
      role="group"
      aria-labelledby="claim-photos-label"
      aria-describedby="claim-photos-hint"
    >
      <span id="claim-photos-label" className={styles.label}>
        Photos (optional)
      </span>
      <p id="claim-photos-hint" className={styles.hint}>
        Up to {MAX_CLAIM_PHOTOS} photos of the crown: JPEG, PNG, WebP, AVIF or GIF, at most 10 MB each.
      </p>
      <div>
        <FileTrigger
          acceptedFileTypes={['image/*']}
          allowsMultiple
          onSelect={(list) => accept(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" size="sm" disabled={isDisabled || room <= 0}>
            Add Photos
          </Button>
        </FileTrigger>
      </div>
      {notice ? (
        <p className={styles.errorText} role="status">
          {notice}
        </p>
      ) : null}
      {errorMessage ? (
        <p className={styles.errorText} role="status">
          {errorMessage}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className={styles.list} aria-label="Attached photos">
          {photos.map((photo) => (
            <li key={photo.key} className={styles.item} aria-busy={isUploading(photo)}>
              {photo.previewUrl ? (
                <img className={styles.image} src={photo.previewUrl} alt={`Preview of ${photo.fileName}`} />
              ) : null}
              {isUploading(photo) ? (
                <ProgressBar
                  className={styles.progress}
                  value={photo.progress ?? 0}
                  isIndeterminate={photo.progress === undefined}
                  aria-label={`Uploading ${photo.fileName}`}
                >
                  {({ percentage }) => (
                    <>
                      <span className={styles.progressTrack}>
                        <span
                          className={styles.progressFill}
                          style={{ width: `${photo.progress === undefined ? 35 : (percentage ?? 0)}%` }}
                        />
                      </span>
                      <span className={styles.progressText}>
                        {photo.progress === undefined ? 'Uploading...' : `${Math.round(percentage ?? 0)}%`}
                      </span>
                    </>
                  )}
                </ProgressBar>
              ) : null}
              {photo.errorMessage ? <p className={styles.errorText}>{photo.errorMessage}</p> : null}
              <div className={styles.itemFooter}>
                <span className={styles.name}>{photo.fileName}</span>
                <IconButton
                  label={`Remove ${photo.fileName}`}
                  disabled={isDisabled}
                  onPress={() => onRemovePhoto(photo.key)}
                >
                  <Icon name="close" />
                </IconButton>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
