export { LandingHero, type HeroLink, type LandingHeroProps } from './LandingHero';
