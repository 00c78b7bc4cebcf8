/** A link of the shared chrome. */
export interface ChromeLink {
  to: string;
  label: string;
}

/** Main navigation of spec §2 (the session link is added after these). */
export const mainNavigation: readonly ChromeLink[] = [
  { to: '/', label: 'Home' },
  { to: '/cartelera', label: 'Cartelera' },
  { to: '/proximos-estrenos', label: 'Próximos estrenos' },
  { to: '/salas', label: 'Salas' },
  { to: '/confiteria', label: 'Confitería' },
  { to: '/club-vizionarios', label: 'Club Vizionarios' },
  { to: '/corporativo', label: 'Corporativo' },
  { to: '/contactanos', label: 'Contáctanos' },
];

/** The footer's first column, always there whatever the content service answers. */
export const footerFixedLinks: readonly ChromeLink[] = [
  { to: '/cartelera', label: 'Cartelera' },
  { to: '/proximos-estrenos', label: 'Próximos estrenos' },
  { to: '/salas', label: 'Salas' },
  { to: '/confiteria', label: 'Confitería' },
  { to: '/contactanos', label: 'Contáctanos' },
  { to: '/linea-etica', label: 'Línea ética' },
  { to: '/corporativo', label: 'Corporativo' },
];

/** The two content groups whose items fill the second and third footer columns (spec §7). */
export const footerContentTypes = ['pie-de-pagina-1', 'pie-de-pagina-2'] as const;

/** Link of a content page (spec §2: /pagina/{slug}). */
export const contentPagePath = (slug: string) => `/pagina/${slug}`;

export const customerServiceEmail = 'servicioalcliente@viziona.com.co';

// The spec names an address but does not give it: placeholder until the client provides it.
export const address = 'Centro Comercial Viziona, Bogotá, Colombia';

export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok' | 'youtube';

// The spec names the networks but not the accounts: placeholders until the client provides them.
export const socialLinks: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/viziona' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/viziona' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@viziona' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@viziona' },
];
