export { DatabaseModal } from './database-modal';
export type { DatabaseModalProps } from './database-modal';
export { DatabaseConnectedModal, datasetAddUrl } from './database-connected-modal';
