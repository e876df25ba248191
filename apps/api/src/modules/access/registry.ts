import { cardRecordResource, cardResource } from '@cvap/contracts';
import type { RegistryEntry } from '../../engine/index.js';
import { cardHooks } from './card-hooks.js';
import { cardRecords, cards } from './schema.js';

export const cardEntry: RegistryEntry = { decl: cardResource, table: cards, hooks: cardHooks };
export const cardRecordEntry: RegistryEntry = { decl: cardRecordResource, table: cardRecords };

/** Door-access cards and their operation records (URLs under /api/door/card, as the spec has them). */
export const ACCESS_REGISTRY: readonly RegistryEntry[] = [cardEntry, cardRecordEntry];
