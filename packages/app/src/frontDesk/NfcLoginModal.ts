// The card login's dialog alone, for a lazy import: importing the kit's index at run time would bring all of it.
export { NfcLoginModal } from '@kayoi/ui';
