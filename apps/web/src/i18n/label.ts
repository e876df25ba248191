import { labelIn, type Label } from '@cvap/contracts';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from './language.js';

/** `labelIn` in the console's current language: `const label = useLabel(); label(option)`. */
export function useLabel(): (label: Label) => string {
  const { i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  return (label) => labelIn(label, language);
}
