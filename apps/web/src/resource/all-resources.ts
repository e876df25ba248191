import { fileResource, fileTypeResource, quartzJobLogResource, quartzJobResource, RESOURCES } from '@cvap/contracts';
import type { AnyResourceDecl } from './decl.js';

/** Every declaration the console knows: the contracts' list plus the file and scheduler resources (once each). */
export const ALL_RESOURCES: readonly AnyResourceDecl[] = [
  ...new Map<string, AnyResourceDecl>([...RESOURCES, fileTypeResource, fileResource, quartzJobResource, quartzJobLogResource].map((decl) => [decl.name, decl])).values(),
];
