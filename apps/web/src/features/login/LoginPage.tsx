import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../layout/header/LanguageSwitcher.js';
import { sessionApi } from '../../session/api.js';
import { chooseLanguageOnLoginPage } from '../../session/language-preference.js';
import { rememberedUsername, rememberUsername } from '../../session/remember.js';
import { storeToken } from '../../session/token.js';
import './login.css';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [initialValues] = useState(() => {
    const remembered = rememberedUsername();
    return { username: remembered ?? '', password: '', remember: remembered !== null };
  });

  const onFinish = async ({ username, password, remember }: LoginValues) => {
    const trimmed = username.trim();
    setSubmitting(true);
    try {
      const token = await sessionApi.login({ username: trimmed, password });
      rememberUsername(remember ? trimmed : null);
      // With a token, the route guard moves on from /login to the `redirect` parameter (or /).
      storeToken(token);
    } catch {
      // The request client has shown the server's message (wrong password, locked, frozen).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="login-page">
      <section className="login-page__brand">
        <div className="login-page__logo">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={40} height={40} />
          <span>{t('app.productName')}</span>
        </div>
        <h1 className="login-page__headline">{t('login.subtitle')}</h1>
        <ul className="login-page__highlights">
          <li>{t('login.highlightHouses')}</li>
          <li>{t('login.highlightAccess')}</li>
          <li>{t('login.highlightServices')}</li>
        </ul>
        <footer className="login-page__footer">{t('login.footer')}</footer>
      </section>
      <section className="login-page__panel">
        <div className="login-page__language">
          <LanguageSwitcher testId="login-language" onChoose={(language) => void chooseLanguageOnLoginPage(language)} />
        </div>
        <div className="login-page__card">
          <h2 className="login-page__title">{t('login.title')}</h2>
          <p className="login-page__product">{t('app.productName')}</p>
          <Form<LoginValues>
            name="login"
            layout="vertical"
            size="large"
            requiredMark={false}
            initialValues={initialValues}
            onFinish={(values) => void onFinish(values)}
            data-testid="login-form"
          >
            <Form.Item
              name="username"
              label={t('login.username')}
              rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
            >
              <Input
                prefix={<UserOutlined />}
                autoComplete="username"
                data-testid="login-username"
                maxLength={64}
                autoFocus={!initialValues.username}
              />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
              <Input.Password
                prefix={<LockOutlined />}
                autoComplete="current-password"
                data-testid="login-password"
                maxLength={128}
                autoFocus={!!initialValues.username}
              />
            </Form.Item>
            <Form.Item name="remember" valuePropName="checked">
              <Checkbox data-testid="login-remember">{t('login.remember')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
              {t('login.submit')}
            </Button>
          </Form>
        </div>
      </section>
    </div>
  );
}
