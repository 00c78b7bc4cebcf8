import type { ThemeConfig } from 'antd';

/** Brand colours of spec §9: primary purple, secondary dark purple. */
export const brand = {
  primary: '#6a1b9a',
  secondary: '#2e0854',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    colorLink: brand.primary,
    colorBgSpotlight: brand.secondary,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: brand.secondary, footerBg: brand.secondary, bodyBg: '#ffffff' },
    Drawer: { colorBgElevated: '#ffffff' },
  },
};
