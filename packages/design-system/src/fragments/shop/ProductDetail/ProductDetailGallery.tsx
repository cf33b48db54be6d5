import { useState } from 'react';
import { Carousel } from '../../../components/Carousel';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { breakpoints } from '../../../theme/tokens';
import type { ShopProductImage } from '../shopTypes';
import * as styles from './ProductDetail.css';

export interface ProductDetailGalleryProps {
  /** The product's images in order. */
  images: ShopProductImage[];
  /** Product name, the alt text fallback. */
  productName: string;
  /** Autoplay interval in ms (spec: 2500); 0 turns it off. Never runs with reduced motion. */
  autoplayMs?: number;
}

/** Full width on a phone; half of the page (at most 1280 px wide) from tablets on. */
const galleryImageSizes = `(min-width: 1280px) 620px, (min-width: ${breakpoints.tablet}px) 50vw, 100vw`;

/** The product's pictures in a carousel, with a row of thumbnails that jump to each one. */
export function ProductDetailGallery({ images, productName, autoplayMs = 2500 }: ProductDetailGalleryProps) {
  const [slide, setSlide] = useState(0);
  if (images.length === 0) return <div className={styles.galleryImage} />;
  return (
    <div className={styles.gallery}>
      <Carousel
        label="Product images"
        autoplayMs={autoplayMs}
        loop={images.length > 1}
        slide={slide}
        onSlideChange={setSlide}
      >
        {images.map((image, index) => (
          <ResponsiveImage
            key={index}
            className={styles.galleryImage}
            image={image}
            alt={image.altText || productName}
            sizes={galleryImageSizes}
            priority={index === 0}
          />
        ))}
      </Carousel>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Choose an image">
          {images.map((image, index) => (
            <li key={index}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-current={index === slide}
                onClick={() => setSlide(index)}
              >
                <ResponsiveImage className={styles.thumbImage} image={image} alt="" sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
