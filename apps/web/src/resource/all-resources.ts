import { RESOURCES } from '@cvap/contracts';
import type { AnyResourceDecl } from './decl.js';

/** Every declaration the console knows. */
export const ALL_RESOURCES: readonly AnyResourceDecl[] = RESOURCES;
