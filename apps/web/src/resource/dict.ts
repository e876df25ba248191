import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../i18n/language.js';
import { http } from '../request/client.js';

export const DICT_COMBO_PATH = '/api/admin/public/dict/combo';

export interface DictOption {
  label: string;
  value: string | number;
}

function asOptions(data: unknown): DictOption[] {
  const list = Array.isArray(data) ? data : ((data as { rows?: unknown[] } | null)?.rows ?? []);
  return list.filter((item): item is DictOption => typeof item === 'object' && item !== null && 'label' in item && 'value' in item);
}

/** A dictionary's label/value pairs in the user's language (cached per code and language). */
export function useDictOptions(dictCode: string | undefined) {
  const { i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  return useQuery({
    queryKey: ['dict', dictCode, language],
    queryFn: async () => asOptions(await http.post<unknown>(DICT_COMBO_PATH, { dictCode })),
    enabled: Boolean(dictCode),
    staleTime: 5 * 60_000,
  });
}
