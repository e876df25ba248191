import type { ThemeConfig } from 'antd';

/** System fonts first, then the CJK families installed on Windows, macOS and Linux (Noto CJK). */
export const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', " +
  "'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif";

export const HEADER_BG = '#0b2545';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1668dc',
    borderRadius: 6,
    fontFamily: FONT_STACK,
  },
  components: {
    Layout: {
      headerBg: HEADER_BG,
      headerHeight: 56,
      headerPadding: '0 16px',
      siderBg: '#ffffff',
      bodyBg: '#f3f5f9',
    },
    Menu: {
      darkItemBg: HEADER_BG,
      darkPopupBg: '#0f2f57',
      darkItemSelectedBg: '#1668dc',
    },
  },
};

/** The theme, without antd's transitions for a user whose system asks for reduced motion. */
export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
