import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { languageOrDefault } from '../../i18n/language.js';
import { normalizePath, ROUTE_CATALOGUE, routeTitle } from '../../routes/route-catalogue.js';

/** The catalogue entry of the page being shown, with its name in the user's language. */
export function usePageMeta(): { path: string; title: string } {
  const { i18n } = useTranslation();
  const path = normalizePath(useLocation().pathname);
  const meta = ROUTE_CATALOGUE.get(path);
  return { path, title: meta ? routeTitle(meta, languageOrDefault(i18n.language)) : path };
}
