/** The door module's public surface for other modules: the community → building → floor tree. */
export { floorPickerTree } from './apartment/area-tree.js';
export { areaChanged, useAreaTree } from './apartment/area-tree-query.js';
