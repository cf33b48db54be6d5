export {
  ContactDetails,
  socialNetworks,
  type ContactDetailsProps,
  type SocialLink,
  type SocialNetwork,
} from './ContactDetails';
