export type { AttachmentItem, AttachmentListProps } from './AttachmentList.tsx';
export { AttachmentList, formatFileSize } from './AttachmentList.tsx';
