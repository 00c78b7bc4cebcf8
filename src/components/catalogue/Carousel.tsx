import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { afterLoadWhenIdle } from '../../lib/afterLoad';
import type { CarouselProps } from './Carousel.types';
import type { CarouselSettings } from './carousels';
import type { SwiperCarousel as SwiperCarouselType } from './SwiperCarousel';

type Loaded = typeof SwiperCarouselType;
let loaded: Loaded | undefined;

/** Slides per view for the window's width, read from the settings' breakpoints (minimum widths) as swiper does. */
export function slidesPerView(settings: CarouselSettings, width: number): number {
  let perView = Number(settings.slidesPerView ?? 1);
  const breakpoints = Object.entries(settings.breakpoints ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  for (const [min, at] of breakpoints) if (width >= Number(min)) perView = Number(at.slidesPerView ?? perView);
  return perView;
}

/** Loads swiper when the carousel is near the viewport, the page has loaded and the browser is idle. */
function useSwiperWhenNear(ref: React.RefObject<HTMLElement | null>): Loaded | undefined {
  const [component, setComponent] = useState<Loaded | undefined>(() => loaded);
  useEffect(() => {
    const element = ref.current;
    if (component || !element) return;
    let cancelled = false;
    let cancelLoad: (() => void) | undefined;
    const load = () => {
      cancelLoad = afterLoadWhenIdle(
        () =>
          void import('./SwiperCarousel').then((module) => {
            loaded = module.SwiperCarousel;
            if (!cancelled) setComponent(() => module.SwiperCarousel);
          }),
      );
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              load();
            },
            { rootMargin: '300px 0px' },
          );
    if (observer) observer.observe(element);
    else load();
    return () => {
      cancelled = true;
      observer?.disconnect();
      cancelLoad?.();
    };
  }, [component, ref]);
  return component;
}

function stripStyle(settings: CarouselSettings, perView: number): CSSProperties {
  return { '--vz-per-view': perView, '--vz-gap': `${settings.spaceBetween ?? 0}px` } as CSSProperties;
}

const windowWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth);

/** While a carousel's items load: its first view of poster-shaped blocks, so the content below does not move when they arrive. */
export function CarouselPlaceholder({ settings }: { settings: CarouselSettings }) {
  const [perView] = useState(() => slidesPerView(settings, windowWidth()));
  return (
    <div className="vz-carousel" aria-hidden="true">
      <div className="vz-carousel__strip" style={stripStyle(settings, perView)}>
        {Array.from({ length: perView }, (_, i) => (
          <div key={i} className="vz-carousel__slide">
            <div className="vz-placeholder-block vz-carousel__placeholder-image" />
            <div className="vz-placeholder-block vz-carousel__placeholder-caption" />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * A carousel with the spec §9 settings it is given. It first paints its slides as a plain strip
 * laid out like swiper's first view, so the page (and its first image) shows without waiting for
 * swiper; swiper (navigation, autoplay, loop) takes over once the carousel is near and the page idle.
 */
export function Carousel<T>({ label, items, settings, itemKey, renderItem }: CarouselProps<T>) {
  const ref = useRef<HTMLElement>(null);
  const SwiperCarousel = useSwiperWhenNear(ref);
  const [perView] = useState(() => slidesPerView(settings, windowWidth()));
  return (
    <section ref={ref} className="vz-carousel" aria-label={label}>
      {SwiperCarousel ? (
        <SwiperCarousel items={items} settings={settings} itemKey={itemKey} renderItem={renderItem} />
      ) : (
        <div className="vz-carousel__strip" style={stripStyle(settings, perView)}>
          {items.map((item, index) => (
            // Slides past the first view are clipped: out of reach until swiper can show them.
            <div key={itemKey(item)} className="vz-carousel__slide" inert={index >= perView}>
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
