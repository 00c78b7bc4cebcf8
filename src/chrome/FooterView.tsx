import { Link } from 'react-router-dom';
import type { components } from '../../openapi';
import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from './icons';
import {
  address,
  contentPagePath,
  customerServiceEmail,
  footerFixedLinks,
  socialLinks,
  type SocialNetwork,
} from './navigation';

/** A content page listed in the footer (spec §3 Content item). */
export type FooterItem = components['schemas']['ContentItem'];

export interface FooterViewProps {
  /** Current year in Bogotá, for the copyright line (a moment after the first paint). */
  year?: number;
  /** Items of 'pie-de-pagina-1' (second column); undefined while loading or after a failure. */
  firstGroup?: readonly FooterItem[];
  /** Items of 'pie-de-pagina-2' (third column). */
  secondGroup?: readonly FooterItem[];
  /** True while the content groups are being fetched. */
  loading?: boolean;
}

const socialIcons: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  youtube: YouTubeIcon,
};

const placeholderWidths = ['70%', '60%', '80%', '50%'];

function ContentColumn({ label, items, loading }: { label: string; items?: readonly FooterItem[]; loading?: boolean }) {
  if (loading && !items) {
    return (
      <div className="vz-footer__column" aria-busy="true">
        {placeholderWidths.map((width) => (
          <span key={width} className="vz-footer__placeholder" style={{ width }} />
        ))}
      </div>
    );
  }
  if (!items?.length) return <div className="vz-footer__column" />;
  return (
    <nav className="vz-footer__column" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={contentPagePath(item.slug)}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Site footer of spec §2: address, e-mail, three link columns, social links, copyright line. */
export function FooterView({ year, firstGroup, secondGroup, loading }: FooterViewProps) {
  return (
    <footer className="vz-footer">
      <div className="vz-footer__inner">
        <div className="vz-footer__contact">
          <p className="vz-footer__brand">Viziona</p>
          <address>
            <p>{address}</p>
            <p>
              <a href={`mailto:${customerServiceEmail}`}>{customerServiceEmail}</a>
            </p>
          </address>
          <ul className="vz-footer__social">
            {socialLinks.map(({ network, label, href }) => {
              const Icon = socialIcons[network];
              return (
                <li key={network}>
                  <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav className="vz-footer__column" aria-label="Viziona">
          <ul>
            {footerFixedLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ContentColumn label="Información" items={firstGroup} loading={loading} />
        <ContentColumn label="Legal" items={secondGroup} loading={loading} />
      </div>
      <p className="vz-footer__copyright">{year ? `© ${year} Viziona. Todos los derechos reservados.` : '\u00a0'}</p>
    </footer>
  );
}
