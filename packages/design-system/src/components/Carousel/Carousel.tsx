import 'keen-slider/keen-slider.min.css';
import { useKeenSlider } from 'keen-slider/react';
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Carousel.css';
import { useAutoplay } from './useAutoplay';

export interface CarouselProps {
  /** Names the carousel region, e.g. 'Related Products' or 'Product images'. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** How many slides are visible at once (spec: 4 for related products). */
  slidesPerView?: number;
  /** Gap between slides in pixels (spec: 24). */
  spacing?: number;
  /** Move to the next slide every this many ms (spec: 3000 related, 2500 images); off when unset. */
  autoplayMs?: number;
  /** Stop autoplay while the pointer is over the carousel. */
  pauseOnHover?: boolean;
  /** Wrap around from the last slide to the first. */
  loop?: boolean;
  /** Slide shown first (0-based). */
  initialSlide?: number;
  /** Slide to show (0-based), e.g. chosen with thumbnails; the carousel moves there when it changes. */
  slide?: number;
  /** Called with the 0-based slide now shown, after a swipe, a button press or autoplay. */
  onSlideChange?: (index: number) => void;
}

/**
 * A slide show built on keen-slider: swipe or drag, Previous/Next buttons, optional autoplay
 * that pauses on hover and on focus and never runs when the user prefers reduced motion.
 */
export function Carousel({
  label,
  children,
  slidesPerView = 1,
  spacing = 0,
  autoplayMs,
  pauseOnHover = true,
  loop = false,
  initialSlide = 0,
  slide,
  onSlideChange,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const [current, setCurrent] = useState(initialSlide);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slideChangeRef = useRef(onSlideChange);
  const [sliderRef, instanceRef] = useKeenSlider<HTMLDivElement>({
    initial: initialSlide,
    loop,
    slides: { perView: slidesPerView, spacing },
    slideChanged: (slider) => {
      setCurrent(slider.track.details.rel);
      slideChangeRef.current?.(slider.track.details.rel);
    },
  });
  useEffect(() => {
    slideChangeRef.current = onSlideChange;
  });
  useEffect(() => {
    const slider = instanceRef.current;
    if (slide !== undefined && slider && slider.track.details && slider.track.details.rel !== slide) {
      slider.moveToIdx(slide);
    }
  }, [slide, instanceRef]);
  const lastStart = loop ? slides.length - 1 : Math.max(0, slides.length - slidesPerView);
  // Step from where the slider is heading, not where it is, so quick repeated presses add up.
  const step = (delta: number) => {
    const slider = instanceRef.current;
    if (!slider) return;
    slider.moveToIdx((slider.animator.targetIdx ?? slider.track.details.abs) + delta);
  };
  const { running } = useAutoplay({
    intervalMs: autoplayMs,
    paused: (pauseOnHover && hovered) || focused,
    onTick: () => {
      const slider = instanceRef.current;
      if (!slider) return;
      if (!loop && slider.track.details.rel >= lastStart) slider.moveToIdx(0);
      else slider.next();
    },
  });
  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={sliderRef} className={`keen-slider ${styles.viewport}`}>
        {slides.map((slide, index) => (
          <div
            key={index}
            className={`keen-slider__slide ${styles.slide}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <AriaButton
          className={styles.arrow}
          aria-label="Previous slide"
          isDisabled={!loop && current <= 0}
          onPress={() => step(-1)}
        >
          <Icon name="chevronLeft" />
        </AriaButton>
        {/* Announced when the user moves; silent while autoplay runs so it does not chatter. */}
        <span className={styles.status} aria-live={running ? 'off' : 'polite'}>
          Slide {current + 1} of {slides.length}
        </span>
        <AriaButton
          className={styles.arrow}
          aria-label="Next slide"
          isDisabled={!loop && current >= lastStart}
          onPress={() => step(1)}
        >
          <Icon name="chevronRight" />
        </AriaButton>
      </div>
    </section>
  );
}
