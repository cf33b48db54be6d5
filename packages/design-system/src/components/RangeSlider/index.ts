export { keepGap, RangeSlider, type Range, type RangeSliderProps } from './RangeSlider';
