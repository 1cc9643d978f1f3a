/**
 * Everything edit mode draws, in one chunk of its own: a viewer never loads the builder, drag and
 * drop, the editors or the save flows (`use-edit-mode.ts` loads it before edit mode starts).
 */
export { EditActions } from './edit-actions';
export { EditModeShell } from './edit-mode-shell';
export { EditSlot, EmptyContainerZone } from './edit-slot';
export { HeaderTextEditor } from './header-editor';
export { MarkdownEditor } from './markdown-editor';
export { TabsEditBar } from './tabs-edit-bar';
