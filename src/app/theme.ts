import type { ThemeConfig } from 'antd';

/**
 * Brand colours of spec §9: primary purple, secondary dark purple. The definition: antd's tokens
 * below and the Logo read it; the plain CSS and index.html (painted before any JavaScript) carry
 * copies that theme.test.ts holds equal to it.
 */
export const brand = {
  primary: '#6a1b9a',
  secondary: '#2e0854',
} as const;

/** Status colours of the dialogs (success, warning, error), as antd tokens. */
const status = { success: '#2e7d32', warning: '#b26a00', error: '#c62828' } as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    colorLink: brand.primary,
    colorBgSpotlight: brand.secondary,
    colorSuccess: status.success,
    colorWarning: status.warning,
    colorError: status.error,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: brand.secondary, footerBg: brand.secondary, bodyBg: '#ffffff' },
    Drawer: { colorBgElevated: '#ffffff' },
  },
};
