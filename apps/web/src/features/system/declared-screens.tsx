import {
  i18nEntryResource,
  opLogResource,
  systemParamResource,
  whiteListResource,
  dictItemResource,
  dictTypeResource,
  elementResource,
  menuResource,
} from '@cvap/contracts';
import { CardValidityPicker, type CardValidityProps } from '../../resource/CardValidityPicker.js';
import { ResourcePage } from '../../resource/ResourcePage.js';
import { ResourceTabs } from './ResourceTabs.js';

/** Screens made of declarations with small overrides (a plain declaration needs no screen: routes/screen-registry.ts). */
/** Allow-list entries expire like cards: the validity picker with its presets. */
export const WhiteListMngPage = () => (
  <ResourcePage
    decl={whiteListResource}
    overrides={{ inputs: { validUntil: (props) => <CardValidityPicker {...(props as CardValidityProps)} /> } }}
  />
);
export const OpLogPage = () => <ResourcePage decl={opLogResource} overrides={{ rangeHelperFields: ['createdAt'] }} />;
/** Option lists and their items. */
export const BaseParamPage = () => <ResourceTabs decls={[dictTypeResource, dictItemResource]} />;
/** System parameters, and the translation entries that override the console's texts at run time. */
export const SystemParamPage = () => <ResourceTabs decls={[systemParamResource, i18nEntryResource]} />;
/** The menu tree (side panel) and the elements (buttons) of each menu. */
export const MenuMngPage = () => <ResourceTabs decls={[menuResource, elementResource]} />;
