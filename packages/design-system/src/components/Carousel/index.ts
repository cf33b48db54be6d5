export { Carousel, type CarouselProps } from './Carousel';
export { useAutoplay, usePrefersReducedMotion, type AutoplayOptions } from './useAutoplay';
