/** What other features may use of the documents feature. */
export { DocumentsPanel } from './DocumentsPanel.tsx';
