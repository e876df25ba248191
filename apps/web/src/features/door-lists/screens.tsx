import { cardResource, openRecordResource } from '@cvap/contracts';
import { ResourcePage } from '../../resource/ResourcePage.js';

/** /cardManager/cardMng: the access cards (read only here; issuing cards comes with the card screens' own issue). */
export const CardMngPage = () => <ResourcePage decl={cardResource} />;

/**
 * /deviceManager/openRecord: door passage records, read only, searched over the last 7 days by default (the
 * declaration's default range) and limited to 30-day spans by the range helper.
 */
export const OpenRecordPage = () => <ResourcePage decl={openRecordResource} overrides={{ rangeHelperFields: ['openedAt'] }} />;
