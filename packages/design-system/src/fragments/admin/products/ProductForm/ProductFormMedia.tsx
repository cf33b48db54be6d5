import { useEffect, useRef, useState } from 'react';
import { DropZone, FileTrigger, ProgressBar, Text, type DropZoneProps } from 'react-aria-components';
import { Button } from '../../../../components/Button';
import { Icon } from '../../../../components/Icon';
import { IconButton } from '../../../../components/IconButton';
import { TextField } from '../../../../components/TextField';
import type { ProductFormImage, ProductFormUpload } from './productFormModel';
import * as styles from './ProductForm.css';

export interface ProductFormMediaProps {
  /** Images in display order; the first is the product's main picture. */
  images: ProductFormImage[];
  /** Upload state of new images by key. */
  uploads: Record<string, ProductFormUpload>;
  /** Error for the whole media field. */
  errorMessage?: string;
  /** Image files the user picked or dropped (other file types are left out). */
  onAddFiles: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, delta: -1 | 1) => void;
  onAltTextChange: (key: string, altText: string) => void;
  isDisabled?: boolean;
}

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

const isImage = (file: { type: string }) => file.type.startsWith('image/');

/** Media field of the product form: drop zone, file picker and the list of thumbnails. */
export function ProductFormMedia({
  images,
  uploads,
  errorMessage,
  onAddFiles,
  onRemove,
  onMove,
  onAltTextChange,
  isDisabled,
}: ProductFormMediaProps) {
  const [rejected, setRejected] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  // After a move the pressed button has jumped; keep keyboard focus on it (or its twin at an edge).
  const [moved, setMoved] = useState<{ key: string; delta: -1 | 1 } | null>(null);

  useEffect(() => {
    if (!moved || !listRef.current) return;
    const item = listRef.current.querySelector<HTMLElement>(`[data-key="${CSS.escape(moved.key)}"]`);
    const preferred = item?.querySelector<HTMLButtonElement>(
      `[data-move="${moved.delta}"] button:not([disabled])`,
    );
    const fallback = item?.querySelector<HTMLButtonElement>('[data-move] button:not([disabled])');
    (preferred ?? fallback)?.focus();
    setMoved(null);
  }, [moved]);

  const accept = (files: File[]) => {
    const imagesOnly = files.filter(isImage);
    setRejected(imagesOnly.length < files.length);
    if (imagesOnly.length > 0) onAddFiles(imagesOnly);
  };

  const onDrop = async (event: DropEvent) => {
    const fileItems = event.items.flatMap((item) => (item.kind === 'file' ? [item] : []));
    const files = await Promise.all(fileItems.map((item) => item.getFile()));
    accept(files);
  };

  return (
    <div className={styles.media} role="group" aria-labelledby="product-form-media-label">
      <span id="product-form-media-label" className={styles.groupLabel}>
        Media
      </span>
      <DropZone
        className={styles.dropZone}
        isDisabled={isDisabled}
        getDropOperation={() => 'copy'}
        onDrop={(event) => void onDrop(event)}
      >
        <Text slot="label" className={styles.dropText}>
          Drag and drop images here
        </Text>
        <FileTrigger
          acceptedFileTypes={['image/*']}
          allowsMultiple
          onSelect={(list) => accept(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" size="sm" disabled={isDisabled}>
            Choose Images
          </Button>
        </FileTrigger>
      </DropZone>
      {rejected && (
        <p className={styles.errorText} role="alert">
          Only image files can be added
        </p>
      )}
      {errorMessage && <p className={styles.errorText}>{errorMessage}</p>}
      {images.length > 0 && (
        <ol className={styles.thumbList} ref={listRef} aria-label="Product images">
          {images.map((image, index) => {
            const upload = uploads[image.key];
            const uploading = !image.imageUrl && upload && !upload.imageUrl && !upload.errorMessage;
            return (
              <li key={image.key} data-key={image.key} className={styles.thumb}>
                <img
                  className={styles.thumbImage}
                  src={image.previewUrl}
                  alt={image.altText || image.fileName}
                />
                <span className={styles.thumbName}>
                  {index === 0 ? 'Main image: ' : ''}
                  {image.fileName}
                </span>
                {uploading && (
                  <ProgressBar
                    className={styles.progress}
                    value={upload.progress}
                    aria-label={`Uploading ${image.fileName}`}
                  >
                    {({ percentage }) => (
                      <>
                        <span className={styles.progressTrack}>
                          <span className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />
                        </span>
                        <span className={styles.progressText}>{Math.round(percentage ?? 0)}%</span>
                      </>
                    )}
                  </ProgressBar>
                )}
                {upload?.errorMessage && <p className={styles.errorText}>{upload.errorMessage}</p>}
                <TextField
                  label={
                    <>
                      Alt Text<span className="visually-hidden"> for {image.fileName}</span>
                    </>
                  }
                  value={image.altText}
                  onChange={(text) => onAltTextChange(image.key, text)}
                  isDisabled={isDisabled}
                />
                <div className={styles.thumbActions}>
                  <span data-move="-1">
                    <IconButton
                      label={`Move ${image.fileName} earlier`}
                      disabled={isDisabled || index === 0}
                      onPress={() => {
                        onMove(image.key, -1);
                        setMoved({ key: image.key, delta: -1 });
                      }}
                    >
                      <Icon name="chevronLeft" />
                    </IconButton>
                  </span>
                  <span data-move="1">
                    <IconButton
                      label={`Move ${image.fileName} later`}
                      disabled={isDisabled || index === images.length - 1}
                      onPress={() => {
                        onMove(image.key, 1);
                        setMoved({ key: image.key, delta: 1 });
                      }}
                    >
                      <Icon name="chevronRight" />
                    </IconButton>
                  </span>
                  <IconButton
                    label={`Remove ${image.fileName}`}
                    disabled={isDisabled}
                    onPress={() => onRemove(image.key)}
                  >
                    <Icon name="close" />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
