export { CaseConversation, type CaseConversationProps } from './CaseConversation';
export type { CaseMessageDraft } from './CaseConversationComposer';
export type { CasePhotoSrc } from './CaseConversationMessage';
