export {
  ContactMessagesList,
  type ContactMessage,
  type ContactMessagesListProps,
} from './ContactMessagesList';
