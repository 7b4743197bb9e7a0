// What a screen that uses only the kit's Button costs.
export { Button } from '@kayoi/ui';
