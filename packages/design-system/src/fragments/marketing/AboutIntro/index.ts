export { AboutIntro, type AboutIntroProps } from './AboutIntro';
