export type { AvatarUploadProps } from './AvatarUpload.tsx';
export { AvatarUpload } from './AvatarUpload.tsx';
