export { ImportModal, OVERWRITE_WORD } from './import-modal';
export type { ImportModalProps } from './import-modal';
