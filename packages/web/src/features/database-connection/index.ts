export { DatabaseModal } from './database-modal';
export type { DatabaseModalProps } from './database-modal';
