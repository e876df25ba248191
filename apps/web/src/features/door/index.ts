/** The door module's public surface for other modules: the community → building → floor tree. */
export { floorPickerTree } from './house/area-tree.js';
export { areaChanged, useAreaTree } from './house/area-tree-query.js';
