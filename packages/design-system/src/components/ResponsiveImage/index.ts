export {
  imageVariantWidths,
  ResponsiveImage,
  srcSetOf,
  type ImageSources,
  type ResponsiveImageProps,
} from './ResponsiveImage';
