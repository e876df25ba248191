import { ArrowLeftOutlined } from '@ant-design/icons';
import { HOME_PATH } from '@cvap/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The way back to the console from a screen outside its layout (staff only; a kiosk account has no console). */
export function BackToConsoleButton({ size }: { size: 'small' | 'large' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button size={size} type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate(HOME_PATH)} data-testid="standalone-back">
      {t('header.backToConsole')}
    </Button>
  );
}
