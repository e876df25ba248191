import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../i18n/language.js';
import { RESOURCES } from '@cvap/contracts';
import { registerResources } from './registry.js';
import { loadI18nOverrides } from './translations.js';

// At start-up of the console (after login): the declared resources and their texts in both languages.
registerResources(RESOURCES);

/** After login, and again on every language switch: merge the run-time text overrides of that language. */
export function I18nOverrides() {
  const { i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  useQuery({ queryKey: ['i18n-overrides', language], queryFn: () => loadI18nOverrides(language), staleTime: Infinity, retry: false });
  return null;
}
