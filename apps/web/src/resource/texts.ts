import type { EnumOption, FieldDecl, Label } from '@cvap/contracts';
import { fieldLabelKey, labelIn } from '@cvap/contracts';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../i18n/language.js';
import { fieldOf, type AnyResourceDecl } from './decl.js';
import { inSentence, resourceLabelKey } from './i18n-keys.js';
import { registerResourceTranslations, looseT } from './translations.js';

/** The texts of one resource in the current language: its label, field labels (overridable) and option labels. */
export function useResourceTexts(decl: AnyResourceDecl) {
  const { i18n } = useTranslation();
  registerResourceTranslations([decl]);
  const language = languageOrDefault(i18n.language);
  const pick = (label: Label) => labelIn(label, language);
  return {
    language,
    t: looseT,
    resourceLabel: () => looseT(resourceLabelKey(decl.name), { defaultValue: pick(decl.label) }),
    /** The resource's label inside a sentence ("Add user"). */
    resourceNoun: () => inSentence(looseT(resourceLabelKey(decl.name), { defaultValue: pick(decl.label) }), language),
    fieldLabel: (name: string, field: FieldDecl | undefined = fieldOf(decl, name)) =>
      looseT(fieldLabelKey(decl.name, name), { defaultValue: field ? pick(field.label) : name }),
    optionLabel: (option: EnumOption) => pick(option),
  };
}

export type ResourceTexts = ReturnType<typeof useResourceTexts>;
