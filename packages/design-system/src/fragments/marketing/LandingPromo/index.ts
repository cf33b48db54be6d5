export { LandingPromo, landingPromoTones, type LandingPromoProps } from './LandingPromo';
