export type { AvatarProps } from './Avatar.tsx';
export { Avatar } from './Avatar.tsx';
