export { UploadModal, type UploadModalProps } from './upload-modal';
