import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The close of a dialog form (its ×, 取消, a click on the mask, Esc): at once when nothing was typed, else only
 * once the user confirms that what was typed is dropped (a stray click lost a half-filled form).
 */
export function useDiscardGuard(form: FormInstance, onClose: () => void, guarded = true): () => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(() => {
    if (!guarded || !form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: t('common.discardTitle'),
      content: t('common.discardContent'),
      okText: t('common.discard'),
      cancelText: t('common.keepEditing'),
      okButtonProps: { danger: true, 'data-testid': 'discard-confirm' } as never,
      cancelButtonProps: { 'data-testid': 'discard-keep' } as never,
      onOk: onClose,
    });
  }, [form, onClose, guarded, modal, t]);
}
