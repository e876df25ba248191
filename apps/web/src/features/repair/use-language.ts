import { labelIn, type Label, type Language } from '@cvap/contracts';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../../i18n/language.js';

/** The console's language and a reader of the declarations' zh/en labels in it. */
export function useLabel(): { language: Language; label: (label: Label) => string } {
  const { i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  return { language, label: (label: Label) => labelIn(label, language) };
}
