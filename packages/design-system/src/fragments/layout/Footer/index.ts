export {
  Footer,
  defaultCompanyLinks,
  defaultSocialLinks,
  defaultSupportLinks,
  type FooterLink,
  type FooterProps,
} from './Footer';
