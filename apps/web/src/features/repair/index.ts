/** The repair module's public surface for other modules: the repair type picker, a link to an order's detail. */
export { RepairOrderLink } from './RepairOrderLink.js';
export { RepairTypeSelect } from './RepairTypeSelect.js';
export { StatusTag as RepairStatusTag } from './status-tag.js';
