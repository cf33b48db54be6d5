import type { ImgHTMLAttributes } from 'react';

/** Width in pixels of the stored smaller versions of an uploaded image (see the API's uploads). */
export const imageVariantWidths = { thumbnail: 320, medium: 800 } as const;

/**
 * An image address with the smaller versions the API stores beside its uploads. The versions are
 * null (or absent) for an external or legacy address; the image then has no srcset.
 */
export interface ImageSources {
  /** Address of the full image. */
  imageUrl: string;
  /** 320 px wide version, if stored. */
  thumbnailUrl?: string | null;
  /** 800 px wide version (the original when it is narrower), if stored. */
  mediumUrl?: string | null;
}

/**
 * The `srcset` for an image's stored versions (`thumb 320w, medium 800w`), or undefined when it
 * has none, so the browser downloads the smallest version that fills the shown size.
 */
export function srcSetOf(image: ImageSources): string | undefined {
  const candidates = [
    image.thumbnailUrl ? `${image.thumbnailUrl} ${imageVariantWidths.thumbnail}w` : null,
    image.mediumUrl ? `${image.mediumUrl} ${imageVariantWidths.medium}w` : null,
  ].filter((candidate) => candidate !== null);
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'loading' | 'alt' | 'sizes'
> {
  /** The image and its stored versions. */
  image: ImageSources;
  /** Text for people who cannot see the image; '' for a decorative one. */
  alt: string;
  /**
   * How wide the image is shown, as the `sizes` attribute (for example `64px` or
   * `(min-width: 60rem) 25vw, 50vw`), so the browser can pick a version before layout.
   */
  sizes: string;
  /**
   * The image is the page's main picture, visible at first paint: loaded at once with high
   * priority. Otherwise it is loaded lazily when it nears the viewport.
   */
  priority?: boolean;
}

/**
 * An `<img>` offering the browser the stored 320 px and 800 px versions of an image through
 * `srcset`/`sizes`, decoded off the main thread, and lazily loaded unless it is the priority image.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, ...rest }: ResponsiveImageProps) {
  const srcSet = srcSetOf(image);
  return (
    <img
      {...rest}
      src={image.imageUrl}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
