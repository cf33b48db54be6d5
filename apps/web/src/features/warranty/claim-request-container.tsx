import { ClaimRequestForm, type ClaimPhoto, type ClaimRequestValues } from '@idl/design-system';
import { warrantyCases, type ClaimRequest } from '@idl/api-contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, refusalMessage, useFormErrors, type FormErrorOptions } from '../../app/error-message';
import { uploadClaimPhoto, useFileClaim } from './use-warranty';

const fields = ['reference', 'email', 'officeReference', 'caseType', 'description', 'photoUrls'] as const;
type Field = (typeof fields)[number];
/** A claim the lab cannot find is about its reference and e-mail. */
const errorOptions: FormErrorOptions<Field> = { statusFields: { 404: ['reference', 'email'] } };

const needIdentity = 'Enter the reference number and e-mail above first, then add photos.';
const unreachable = 'We could not upload this photo. Please check your connection and try again.';

const localPreview = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
const releasePreview = (url: string | undefined) => {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
};

/**
 * The claim request. Photos are uploaded as soon as they are picked, with the reference number
 * and e-mail typed in the form, and their addresses go with the claim. A refusal by the
 * programme's rules (409: overdue dues, outside the term) shows its reason; an unknown reference
 * or e-mail shows on those fields.
 */
export function ClaimRequestContainer({
  initialValues,
}: {
  initialValues?: Partial<Omit<ClaimRequestValues, 'photoUrls'>>;
}) {
  const fileClaim = useFileClaim();
  // A refusal by the programme's rules shows its reason instead of the form's messages.
  const refusal = refusalMessage(fileClaim.error, 409);
  const errors = useFormErrors(refusal === undefined ? fileClaim.error : null, fields, errorOptions);
  const [photos, setPhotos] = useState<ClaimPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>();
  /** What the form's reference and e-mail fields show (the form reports every change). */
  const identity = useRef({ reference: '', email: '' });
  const nextKey = useRef(0);
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  // Local previews are released when the page goes.
  useEffect(() => () => photosRef.current.forEach((photo) => releasePreview(photo.previewUrl)), []);

  const update = (key: string, change: Partial<ClaimPhoto>) =>
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const addPhotos = (files: File[]) => {
    const { reference, email } = identity.current;
    if (!reference.trim() || !email.trim()) {
      setPhotoError(needIdentity);
      return;
    }
    setPhotoError(undefined);
    for (const file of files) {
      const key = `photo-${(nextKey.current += 1)}`;
      const previewUrl = localPreview(file);
      setPhotos((list) => [...list, { key, fileName: file.name, previewUrl }]);
      uploadClaimPhoto({ reference, email }, file).then(
        (stored) => {
          releasePreview(previewUrl);
          update(key, { imageUrl: stored.imageUrl, previewUrl: stored.thumbnailUrl });
        },
        (error: unknown) => update(key, { errorMessage: errorMessage(error, unreachable) }),
      );
    }
  };

  const removePhoto = (key: string) => {
    setPhotos((list) => {
      releasePreview(list.find((photo) => photo.key === key)?.previewUrl);
      return list.filter((photo) => photo.key !== key);
    });
  };

  const submit = (values: ClaimRequestValues) => fileClaim.mutate(values as ClaimRequest);

  const identityChanged = useCallback((next: { reference: string; email: string }) => {
    identity.current = next;
    if (next.reference.trim() && next.email.trim()) setPhotoError(undefined);
  }, []);

  // One object per change: the form shows server errors again whenever it receives a new one.
  const fieldErrors = useMemo(
    () => ({ ...errors.fieldErrors, photoUrls: errors.fieldErrors.photoUrls ?? photoError }),
    [errors, photoError],
  );

  const status = fileClaim.isPending ? 'busy' : fileClaim.isSuccess ? 'sent' : refusal ? 'refused' : 'idle';
  return (
    <ClaimRequestForm
      cases={warrantyCases}
      onSubmit={submit}
      status={status}
      refusalReason={refusal}
      claimNumber={fileClaim.data?.reference}
      errors={fieldErrors}
      formError={errors.formError}
      initialValues={initialValues}
      photos={photos}
      onAddPhotos={addPhotos}
      onRemovePhoto={removePhoto}
      onIdentityChange={identityChanged}
    />
  );
}
