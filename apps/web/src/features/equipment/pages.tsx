export { FailurePage } from './FailurePage.js';
export { RecordPage } from './RecordPage.js';
